/* Reading the knowledge base's text files: see kb_reader.h.

   A hand-written cursor parser rather than sscanf, so that a number too
   large for an int, or a word longer than its buffer, is a clean error
   instead of undefined behaviour. */
#include "tools/kb_reader.h"

#include <errno.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stdio.h>
#include <string.h>

/* Fact lines are short; a longer line is skipped, or is an error where it
   starts like a board fact. */
#define LINE_SIZE 256
#define WORD_SIZE 64
/* Larger numbers are all read as this one, which no board reaches. */
#define NUMBER_LIMIT 1000000
/* More move-generation rule facts than the vocabulary has rules. */
#define RULES_READ_MAX 32

static const char *const direction_names[DM_DIRECTIONS] = {
    "north_east", "north_west", "south_east", "south_west"
};

static const char *const orthogonal_names[DM_ORTHOGONALS] = {
    "north", "south", "east", "west"
};

typedef struct {
    const char *path;
    int line;
    dm_board_spec *spec;
    char *err;
    size_t errlen;
    int dark;                             /* dark casa facts so far */
    int rules_read;                       /* rule facts given to the spec */
    struct { char name[WORD_SIZE], value[LINE_SIZE]; } rule[RULES_READ_MAX];
    bool numbered[DM_MAX_SQUARES + 1];    /* dark square numbers seen */
} reader;

__attribute__((format(printf, 2, 3)))
static int fail(const reader *r, const char *fmt, ...)
{
    char msg[192];
    va_list ap;

    va_start(ap, fmt);
    vsnprintf(msg, sizeof msg, fmt, ap);
    va_end(ap);
    if (r->err && r->errlen > 0) {
        if (r->line > 0)
            snprintf(r->err, r->errlen, "%s:%d: %s", r->path, r->line, msg);
        else
            snprintf(r->err, r->errlen, "%s: %s", r->path, msg);
    }
    return -1;
}

/* ---- Tokens -------------------------------------------------------------
   Each takes the cursor by address and advances it only on success.
   Blanks are allowed before every token, so hand-written files may be
   spaced loosely. */

static void skip_blanks(const char **p)
{
    while (**p == ' ' || **p == '\t')
        (*p)++;
}

static bool literal(const char **p, const char *text)
{
    size_t n = strlen(text);

    skip_blanks(p);
    if (strncmp(*p, text, n) != 0)
        return false;
    *p += n;
    return true;
}

/* An unsigned decimal number; values beyond any board saturate, so they
   fail the range checks instead of overflowing. */
static bool number(const char **p, int *value)
{
    const char *s;
    long v = 0;

    skip_blanks(p);
    s = *p;
    if (*s < '0' || *s > '9')
        return false;
    for (; *s >= '0' && *s <= '9'; s++)
        v = v < NUMBER_LIMIT ? v * 10 + (*s - '0') : NUMBER_LIMIT;
    *value = (int)(v < NUMBER_LIMIT ? v : NUMBER_LIMIT);
    *p = s;
    return true;
}

/* A Prolog atom without quotes: [a-z][a-z0-9_]*. */
static bool word(const char **p, char *out, size_t size)
{
    const char *s;
    size_t n = 0;

    skip_blanks(p);
    s = *p;
    if (*s < 'a' || *s > 'z')
        return false;
    while ((*s >= 'a' && *s <= 'z') || (*s >= '0' && *s <= '9') || *s == '_') {
        if (n + 1 >= size)
            return false;
        out[n++] = *s++;
    }
    out[n] = '\0';
    *p = s;
    return true;
}

/* The end of a fact: ")." and then nothing but blanks or a comment. */
static bool fact_end(const char **p)
{
    if (!literal(p, ")."))
        return false;
    skip_blanks(p);
    return **p == '\0' || **p == '%';
}

static bool starts_with(const char *line, const char *prefix)
{
    return strncmp(line, prefix, strlen(prefix)) == 0;
}

/* ---- Facts -------------------------------------------------------------- */

static int square(const reader *r, int n)
{
    if (n >= NUMBER_LIMIT)
        return fail(r, "square number too large (range 1..%d)", DM_MAX_SQUARES);
    if (n < 1 || n > DM_MAX_SQUARES)
        return fail(r, "square %d out of range 1..%d", n, DM_MAX_SQUARES);
    return 0;
}

static int read_casa(reader *r, const char *p)
{
    int file, rank, n;
    char colour[WORD_SIZE], none[WORD_SIZE];

    if (!literal(&p, "casa(") || !number(&p, &file) || !literal(&p, ",")
        || !number(&p, &rank) || !literal(&p, ",")
        || !word(&p, colour, sizeof colour) || !literal(&p, ","))
        return fail(r, "malformed casa fact");
    if (strcmp(colour, "light") == 0) {
        if (!word(&p, none, sizeof none) || strcmp(none, "none") != 0 || !fact_end(&p))
            return fail(r, "malformed casa fact: a light square's number is none");
        return 0;
    }
    if (strcmp(colour, "dark") != 0 || !number(&p, &n) || !fact_end(&p))
        return fail(r, "malformed casa fact");
    if (square(r, n) < 0)
        return -1;
    if (r->numbered[n])
        return fail(r, "dark square number %d given twice", n);
    r->numbered[n] = true;
    r->dark++;
    return 0;
}

static int read_movepeca(reader *r, const char *p)
{
    int from, to;
    char side[WORD_SIZE];
    dm_board_spec *spec = r->spec;

    if (!literal(&p, "movepeca(") || !number(&p, &from) || !literal(&p, ",")
        || !number(&p, &to) || !literal(&p, ",")
        || !word(&p, side, sizeof side) || !fact_end(&p))
        return fail(r, "malformed movepeca fact");
    if (strcmp(side, "white") != 0 && strcmp(side, "black") != 0)
        return fail(r, "movepeca side must be white or black, not %s", side);
    if (square(r, from) < 0 || square(r, to) < 0)
        return -1;
    if (spec->steps >= DM_MAX_STEPS)
        return fail(r, "too many movepeca facts (at most %d)", DM_MAX_STEPS);
    spec->step[spec->steps].from = from;
    spec->step[spec->steps].to = to;
    spec->step[spec->steps].side = strcmp(side, "white") == 0 ? DM_WHITE : DM_BLACK;
    spec->steps++;
    return 0;
}

static int read_comepeca(reader *r, const char *p)
{
    int from, over, to;
    dm_board_spec *spec = r->spec;

    if (!literal(&p, "comepeca(") || !number(&p, &from) || !literal(&p, ",")
        || !number(&p, &over) || !literal(&p, ",")
        || !number(&p, &to) || !fact_end(&p))
        return fail(r, "malformed comepeca fact");
    if (square(r, from) < 0 || square(r, over) < 0 || square(r, to) < 0)
        return -1;
    if (spec->jumps >= DM_MAX_JUMPS)
        return fail(r, "too many comepeca facts (at most %d)", DM_MAX_JUMPS);
    spec->jump[spec->jumps].from = from;
    spec->jump[spec->jumps].over = over;
    spec->jump[spec->jumps].to = to;
    spec->jumps++;
    return 0;
}

static int read_diagonal(reader *r, const char *p)
{
    int from, to, d;
    char name[WORD_SIZE];

    if (!literal(&p, "diagonal(") || !number(&p, &from) || !literal(&p, ",")
        || !word(&p, name, sizeof name) || !literal(&p, ",")
        || !number(&p, &to) || !fact_end(&p))
        return fail(r, "malformed diagonal fact");
    for (d = 0; d < DM_DIRECTIONS; d++)
        if (strcmp(name, direction_names[d]) == 0)
            break;
    if (d == DM_DIRECTIONS)
        return fail(r, "unknown diagonal direction %s", name);
    if (square(r, from) < 0 || square(r, to) < 0)
        return -1;
    /* A second fact for the same square and direction would contradict
       the first, and the spec has room for one. */
    if (r->spec->next[from][d] != 0)
        return fail(r, "diagonal(%d, %s, _) given twice", from, name);
    r->spec->next[from][d] = to;
    return 0;
}

static int read_orthogonal(reader *r, const char *p)
{
    int from, to, d;
    char name[WORD_SIZE];

    if (!literal(&p, "orthogonal(") || !number(&p, &from) || !literal(&p, ",")
        || !word(&p, name, sizeof name) || !literal(&p, ",")
        || !number(&p, &to) || !fact_end(&p))
        return fail(r, "malformed orthogonal fact");
    for (d = 0; d < DM_ORTHOGONALS; d++)
        if (strcmp(name, orthogonal_names[d]) == 0)
            break;
    if (d == DM_ORTHOGONALS)
        return fail(r, "unknown orthogonal direction %s", name);
    if (square(r, from) < 0 || square(r, to) < 0)
        return -1;
    if (r->spec->orthogonal[from][d] != 0)
        return fail(r, "orthogonal(%d, %s, _) given twice", from, name);
    r->spec->orthogonal[from][d] = to;
    return 0;
}

/* A rule's value as dm_board_set_rule takes it: an atom, or a list of
   atoms [a, b] written as "a,b".  Returns false for any other term. */
static bool rule_value(const char **p, char *out, size_t size)
{
    char atom[WORD_SIZE];
    size_t length = 0;

    if (word(p, out, size))
        return true;
    if (!literal(p, "["))
        return false;
    out[0] = '\0';
    if (literal(p, "]"))
        return true;
    do {
        size_t n;
        if (!word(p, atom, sizeof atom))
            return false;
        n = strlen(atom);
        if (length + n + 2 > size)
            return false;
        if (length)
            out[length++] = ',';
        memcpy(out + length, atom, n + 1);
        length += n;
    } while (literal(p, ","));
    return literal(p, "]");
}

/* rule(Name, Value): the rules that are not about move generation
   (first_to_move, men_start_ranks(Side), draw_..., pdn_game_type,
   game_won_by with its usual value) are skipped before their value is read, since it may be an integer or a
   list of integers; every other one goes to dm_board_set_rule, which
   refuses names and values it does not know. */
static int read_rule(reader *r, const char *p)
{
    char name[WORD_SIZE], value[LINE_SIZE], msg[160];

    if (!literal(&p, "rule(") || !word(&p, name, sizeof name))
        return fail(r, "malformed rule fact");
    /* The tools' games (selfplay, the benchmarks' searches) end only the
       usual way: a variant won otherwise is refused rather than played
       by the wrong rule. */
    if (strcmp(name, "game_won_by") == 0 &&
        !(literal(&p, ",") && rule_value(&p, value, sizeof value) &&
          strcmp(value, "opponent_without_move") == 0))
        return fail(r, "rule game_won_by: the C tools play only games won by "
                       "leaving the opponent without a move");
    if (dm_rule_outside_move_generation(name))
        return 0;
    if (*p == '(')
        return fail(r, "unknown rule %s(...)", name);
    if (!literal(&p, ",") || !rule_value(&p, value, sizeof value) || !fact_end(&p))
        return fail(r, "malformed rule fact for %s: the value must be an atom "
                       "or a list of atoms", name);
    /* One value per rule: the same fact twice is harmless, two values a
       contradiction. */
    for (int i = 0; i < r->rules_read; i++)
        if (strcmp(r->rule[i].name, name) == 0) {
            if (strcmp(r->rule[i].value, value) != 0)
                return fail(r, "rule %s is given two different values", name);
            return 0;
        }
    if (r->rules_read == RULES_READ_MAX)
        return fail(r, "too many rule facts");
    msg[0] = '\0';
    if (dm_board_set_rule(r->spec, name, value, msg, sizeof msg) == -1)
        return fail(r, "%s", msg);
    strcpy(r->rule[r->rules_read].name, name);
    strcpy(r->rule[r->rules_read].value, value);
    r->rules_read++;
    return 0;
}

/* ---- Files -------------------------------------------------------------- */

typedef enum { BOARD_FILE, RULES_FILE } file_kind;

static bool is_board_fact(const char *line)
{
    return starts_with(line, "casa(") || starts_with(line, "movepeca(")
        || starts_with(line, "comepeca(") || starts_with(line, "diagonal(")
        || starts_with(line, "orthogonal(");
}

static int read_fact(reader *r, file_kind kind, const char *line)
{
    if (kind == RULES_FILE)
        return starts_with(line, "rule(") ? read_rule(r, line) : 0;
    if (starts_with(line, "casa("))
        return read_casa(r, line);
    if (starts_with(line, "movepeca("))
        return read_movepeca(r, line);
    if (starts_with(line, "comepeca("))
        return read_comepeca(r, line);
    if (starts_with(line, "diagonal("))
        return read_diagonal(r, line);
    if (starts_with(line, "orthogonal("))
        return read_orthogonal(r, line);
    return 0;
}

/* Reads one line without its line end into buf.  Returns 0 at end of file,
   1 for a whole line, 2 for a line too long for buf (its start is in buf,
   the rest is dropped). */
static int read_line(FILE *in, char *buf, size_t size)
{
    size_t len;
    int c;

    if (!fgets(buf, (int)size, in))
        return 0;
    len = strlen(buf);
    if (len > 0 && buf[len - 1] == '\n')
        buf[--len] = '\0';
    else if ((c = fgetc(in)) != '\n' && c != EOF) {
        while ((c = fgetc(in)) != '\n' && c != EOF)
            ;
        return 2;
    }
    if (len > 0 && buf[len - 1] == '\r')
        buf[--len] = '\0';
    return 1;
}

static int read_file(reader *r, file_kind kind, const char *path)
{
    char line[LINE_SIZE];
    FILE *in;
    int status, result = 0;

    r->path = path;
    r->line = 0;
    in = fopen(path, "r");
    if (!in)
        return fail(r, "cannot open: %s", strerror(errno));
    while (result == 0 && (status = read_line(in, line, sizeof line)) != 0) {
        r->line++;
        if (status == 2) {
            /* Too long for any fact of ours: an error only where it claims
               to be one. */
            if (kind == BOARD_FILE && is_board_fact(line))
                result = fail(r, "line too long for a fact");
            continue;
        }
        result = read_fact(r, kind, line);
    }
    if (result == 0 && ferror(in)) {
        r->line = 0;
        result = fail(r, "read error");
    }
    fclose(in);
    return result;
}

/* Numbers in movepeca, comepeca and diagonal facts were checked against
   the largest board; now that every casa fact is in, check them against
   this board. */
static int check_ranges(reader *r)
{
    const dm_board_spec *spec = r->spec;
    int n = spec->squares;

    r->line = 0;
    if (n == 0)
        return fail(r, "no dark casa facts");
    for (int s = 1; s <= n; s++)
        if (!r->numbered[s])
            return fail(r, "dark squares are not numbered 1..%d: %d is missing", n, s);
    for (int i = 0; i < spec->steps; i++)
        if (spec->step[i].from > n || spec->step[i].to > n)
            return fail(r, "movepeca(%d, %d, _): square out of range 1..%d",
                        spec->step[i].from, spec->step[i].to, n);
    for (int i = 0; i < spec->jumps; i++)
        if (spec->jump[i].from > n || spec->jump[i].over > n || spec->jump[i].to > n)
            return fail(r, "comepeca(%d, %d, %d): square out of range 1..%d",
                        spec->jump[i].from, spec->jump[i].over, spec->jump[i].to, n);
    for (int s = n + 1; s <= DM_MAX_SQUARES; s++)
        for (int d = 0; d < DM_DIRECTIONS; d++)
            if (spec->next[s][d] != 0)
                return fail(r, "diagonal(%d, %s, _): square out of range 1..%d",
                            s, direction_names[d], n);
    for (int s = 1; s <= n; s++)
        for (int d = 0; d < DM_DIRECTIONS; d++)
            if (spec->next[s][d] > n)
                return fail(r, "diagonal(%d, %s, %d): square out of range 1..%d",
                            s, direction_names[d], spec->next[s][d], n);
    for (int s = 1; s <= DM_MAX_SQUARES; s++)
        for (int d = 0; d < DM_ORTHOGONALS; d++)
            if (spec->orthogonal[s][d] != 0 && (s > n || spec->orthogonal[s][d] > n))
                return fail(r, "orthogonal(%d, %s, %d): square out of range 1..%d",
                            s, orthogonal_names[d], spec->orthogonal[s][d], n);
    return 0;
}

int dm_kb_read(const char *board_path, const char *rules_path,
               dm_board_spec *spec, char *err, size_t errlen)
{
    reader r;

    dm_board_spec_clear(spec);
    memset(&r, 0, sizeof r);
    r.spec = spec;
    r.err = err;
    r.errlen = errlen;
    if (read_file(&r, BOARD_FILE, board_path) < 0)
        return -1;
    spec->squares = r.dark;
    if (check_ranges(&r) < 0)
        return -1;
    if (rules_path && read_file(&r, RULES_FILE, rules_path) < 0)
        return -1;
    return 0;
}
