/* close_inherited_descriptors(+Keep): closes every file descriptor of the
   process above the standard streams but those of the list Keep.

   A child process inherits every descriptor its parent did not mark
   close-on-exec: a web console query's process (library(damas/web/
   console_child)) was found holding the server's listening socket and
   pipes of other queries' processes, which kept a port bound after the
   server was gone and kept those processes from seeing the end of their
   input.  The child closes them before it reads its query. */
#define _GNU_SOURCE             /* close_range */
#include <errno.h>
#include <limits.h>
#include <stdlib.h>
#include <sys/resource.h>
#include <unistd.h>

#include "glue/glue.h"

#define KEEP_MAX 64

static int compare_fd(const void *a, const void *b)
{
    int x = *(const int *)a, y = *(const int *)b;
    return (x > y) - (x < y);
}

/* Closes first..last (last UINT_MAX: to the end); close_range where the
   C library and the kernel have it, else one by one up to the descriptor
   limit. */
static void close_between(unsigned first, unsigned last)
{
    if (first > last)
        return;
#if defined(__GLIBC__) && (__GLIBC__ > 2 || (__GLIBC__ == 2 && __GLIBC_MINOR__ >= 34))
    if (close_range(first, last, 0) == 0)
        return;
#endif
    struct rlimit limit;
    unsigned end = getrlimit(RLIMIT_NOFILE, &limit) == 0 && limit.rlim_max != RLIM_INFINITY &&
                   limit.rlim_max < 1048576 ? (unsigned)limit.rlim_max : 1048576;
    for (unsigned fd = first; fd <= last && fd < end; fd++)
        close((int)fd);
}

static foreign_t close_inherited_descriptors(term_t keep)
{
    int kept[KEEP_MAX];
    size_t count = 0;
    term_t list = PL_copy_term_ref(keep), head = PL_new_term_ref();
    while (PL_get_list(list, head, list)) {
        int fd;
        if (!PL_get_integer_ex(head, &fd))
            return FALSE;
        if (count == KEEP_MAX)
            return PL_resource_error("kept_descriptors");
        kept[count++] = fd;
    }
    if (!PL_get_nil_ex(list))
        return FALSE;
    qsort(kept, count, sizeof kept[0], compare_fd);
    unsigned next = 3;
    for (size_t i = 0; i < count; i++) {
        if (kept[i] < (int)next)
            continue;
        close_between(next, (unsigned)kept[i] - 1);
        next = (unsigned)kept[i] + 1;
    }
    close_between(next, UINT_MAX);
    return TRUE;
}

void glue_install_descriptors(void)
{
    static const glue_predicate predicates[] = {
        { "close_inherited_descriptors", 1, (pl_function_t)close_inherited_descriptors },
    };
    GLUE_REGISTER("damas", predicates);
}
