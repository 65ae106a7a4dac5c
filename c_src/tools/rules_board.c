/* The board of a rules file: see rules_board.h. */
#include "tools/rules_board.h"

#include <stdio.h>
#include <string.h>

int rules_board(const char *rules_path, char *board_path, size_t size)
{
    static const char directive[] = ":- reexport(board_";
    FILE *f = fopen(rules_path, "r");
    if (!f)
        return -1;
    char line[512], name[128], path[4096];
    int found = -1;
    while (found < 0 && fgets(line, sizeof line, f)) {
        if (strncmp(line, directive, strlen(directive)) != 0)
            continue;
        const char *start = line + strlen(directive) - strlen("board_");
        size_t length = strspn(start, "abcdefghijklmnopqrstuvwxyz0123456789_");
        if (length >= sizeof name || start[length] != ')')
            continue;
        memcpy(name, start, length);
        name[length] = '\0';
        const char *slash = strrchr(rules_path, '/');
        int directory = slash ? (int)(slash - rules_path + 1) : 0;
        int written = snprintf(path, sizeof path, "%.*s%s.pl", directory, rules_path, name);
        if (written > 0 && (size_t)written < size && (size_t)written < sizeof path) {
            memcpy(board_path, path, (size_t)written + 1);
            found = 0;
        }
    }
    fclose(f);
    return found;
}
