/* Endgame database files: see files.h. */
#include "egdb/files.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#include <zlib.h>

#define MAGIC "DMEGDB03"
#define SECOND_MAGIC "DMEGDB02"        /* uncompressed, still read */
#define FIRST_MAGIC "DMEGDB01"         /* the first format, without checksums */
#define HEADER_SIZE 64
#define CHECKED_HEADER 56              /* the header's bytes the checksum covers */
#define SECOND_HEADER_SIZE 40
#define SECOND_CHECKED_HEADER 32
#define FLAG_DISTANCES 1u
/* Bytes of values (five to a byte) or distances per compressed block. */
#define BLOCK_BYTES 65536u
#define MANIFEST_TITLE "damas endgame database 2"
#define MANIFEST_LIMIT (1 << 20)

uint64_t dm_egdb_checksum(uint64_t hash, const void *data, size_t size)
{
    const unsigned char *bytes = data;
    for (size_t i = 0; i < size; i++) {
        hash ^= bytes[i];
        hash *= 0x100000001b3ULL;
    }
    return hash;
}

__attribute__((format(printf, 4, 5)))
static int failed(dm_egdb_failure *f, dm_egdb_fault fault, const char *path,
                  const char *format, ...)
{
    va_list args;
    f->fault = fault;
    snprintf(f->path, sizeof f->path, "%s", path);
    va_start(args, format);
    vsnprintf(f->message, sizeof f->message, format, args);
    va_end(args);
    return -1;
}

void dm_egdb_file_name(const dm_egdb_material *m, char *out, size_t size)
{
    snprintf(out, size, "wk%dwm%dbk%dbm%d.egdb", m->white_kings, m->white_men,
             m->black_kings, m->black_men);
}

static void path_of(const char *dir, const char *name, char *path, size_t size)
{
    snprintf(path, size, "%s/%s", dir, name);
}

static void slice_path(const char *dir, const dm_egdb_material *m, char *path, size_t size)
{
    char name[64];
    dm_egdb_file_name(m, name, sizeof name);
    path_of(dir, name, path, size);
}

/* Little-endian integers of `bytes` bytes. */
static void put_le(uint8_t *p, uint64_t v, int bytes)
{
    for (int i = 0; i < bytes; i++)
        p[i] = (uint8_t)(v >> (8 * i));
}

static uint64_t get_le(const uint8_t *p, int bytes)
{
    uint64_t v = 0;
    for (int i = 0; i < bytes; i++)
        v |= (uint64_t)p[i] << (8 * i);
    return v;
}

static void put_u64(uint8_t *p, uint64_t v) { put_le(p, v, 8); }
static uint64_t get_u64(const uint8_t *p) { return get_le(p, 8); }
static void put_u32(uint8_t *p, uint32_t v) { put_le(p, v, 4); }
static uint32_t get_u32(const uint8_t *p) { return (uint32_t)get_le(p, 4); }

static uint64_t blocks_of(uint64_t bytes) { return (bytes + BLOCK_BYTES - 1) / BLOCK_BYTES; }

/* ---- Reading and writing whole files ------------------------------------ */

/* Opens path to read it.  Without O_NONBLOCK, opening a FIFO waits for a
   writer (for ever); with it, the FIFO opens at once and fstat refuses
   it, as anything else that is not a regular file.  Returns 1 (open, its
   size in *size), 0 when there is no such file, -1 with *f filled. */
static int open_regular(const char *path, int *fd, uint64_t *size, dm_egdb_failure *f)
{
    int d = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC);
    if (d < 0) {
        if (errno == ENOENT || errno == ENOTDIR)
            return 0;
        return failed(f, DM_EGDB_FAULT_UNREADABLE, path, "cannot read %s: %s", path,
                      strerror(errno));
    }
    struct stat st;
    if (fstat(d, &st) != 0) {
        int e = errno;
        close(d);
        return failed(f, DM_EGDB_FAULT_UNREADABLE, path, "cannot read %s: %s", path,
                      strerror(e));
    }
    if (!S_ISREG(st.st_mode)) {
        close(d);
        return failed(f, DM_EGDB_FAULT_DAMAGED, path, "%s is not a regular file", path);
    }
    *fd = d;
    *size = (uint64_t)st.st_size;
    return 1;
}

/* Reads up to size bytes; fewer only at the end of the file.  -1 on an
   error. */
static int64_t read_all(int fd, void *buffer, uint64_t size)
{
    uint64_t done = 0;
    while (done < size) {
        uint64_t chunk = size - done > (1u << 30) ? (1u << 30) : size - done;
        ssize_t n = read(fd, (char *)buffer + done, (size_t)chunk);
        if (n < 0 && errno == EINTR)
            continue;
        if (n < 0)
            return -1;
        if (n == 0)
            break;
        done += (uint64_t)n;
    }
    return (int64_t)done;
}

typedef struct {
    const void *data;
    uint64_t size;
} piece;

/* Writes the pieces to path under another name first, renamed when
   whole: a file under the final name is always complete. */
static int write_file(const char *path, const piece pieces[], int count, char *err,
                      size_t errlen)
{
    char temporary[4200];
    snprintf(temporary, sizeof temporary, "%s.part", path);
    /* O_NONBLOCK: a FIFO of that name fails to open instead of waiting. */
    int fd = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_NONBLOCK | O_CLOEXEC, 0666);
    struct stat st;
    if (fd < 0 || fstat(fd, &st) != 0 || !S_ISREG(st.st_mode)) {
        snprintf(err, errlen, "cannot write %s: %s", temporary,
                 fd < 0 ? strerror(errno) : "not a regular file");
        if (fd >= 0)
            close(fd);
        return -1;
    }
    int error = 0;
    for (int i = 0; !error && i < count; i++)
        for (uint64_t done = 0; !error && done < pieces[i].size;) {
            uint64_t chunk = pieces[i].size - done > (1u << 30) ? (1u << 30)
                                                                : pieces[i].size - done;
            ssize_t n = write(fd, (const char *)pieces[i].data + done, (size_t)chunk);
            if (n < 0 && errno == EINTR)
                continue;
            if (n <= 0)
                error = n < 0 ? errno : EIO;
            else
                done += (uint64_t)n;
        }
    if (close(fd) != 0 && !error)
        error = errno;
    if (!error && rename(temporary, path) != 0)
        error = errno;
    if (error) {
        snprintf(err, errlen, "cannot write %s: %s", path, strerror(error));
        remove(temporary);
        return -1;
    }
    return 0;
}

/* ---- Slice files -------------------------------------------------------- */

/* The values, then the distances, cut into blocks of BLOCK_BYTES, each
   compressed by itself; table[i] receives block i's compressed size.
   Returns the payload (malloc'd), its size in *size, or NULL. */
static uint8_t *compress_blocks(const dm_egdb_slice *slice, uint64_t value_bytes,
                                uint64_t distance_bytes, uint8_t *table, uint64_t *size)
{
    const uint8_t *streams[2] = { slice->values, slice->distances };
    uint64_t lengths[2] = { value_bytes, distance_bytes };
    uint64_t blocks = blocks_of(value_bytes) + blocks_of(distance_bytes);
    uint64_t capacity = blocks * compressBound(BLOCK_BYTES) + 1, used = 0, block = 0;
    uint8_t *payload = malloc(capacity);
    if (!payload)
        return NULL;
    for (int stream = 0; stream < 2; stream++)
        for (uint64_t at = 0; at < lengths[stream]; at += BLOCK_BYTES, block++) {
            uLong in = (uLong)(lengths[stream] - at < BLOCK_BYTES ? lengths[stream] - at
                                                                   : BLOCK_BYTES);
            uLongf out = (uLongf)(capacity - used);
            if (compress2(payload + used, &out, streams[stream] + at, in, 6) != Z_OK) {
                free(payload);
                return NULL;
            }
            put_u32(table + 4 * block, (uint32_t)out);
            used += out;
        }
    *size = used;
    return payload;
}

int dm_egdb_write_slice(const dm_egdb *db, dm_egdb_slice *slice, const char *dir,
                        char *err, size_t errlen)
{
    char path[4096];
    uint8_t header[HEADER_SIZE] = { 0 };
    const dm_egdb_material *m = &slice->material;
    uint64_t value_bytes = (slice->size + 4) / 5;
    uint64_t distance_bytes = slice->distances ? slice->size : 0;
    uint64_t blocks = blocks_of(value_bytes) + blocks_of(distance_bytes), payload_size;
    uint8_t *table = malloc(4 * blocks + 1);
    uint8_t *payload = table ? compress_blocks(slice, value_bytes, distance_bytes, table,
                                               &payload_size) : NULL;
    slice_path(dir, m, path, sizeof path);
    if (!payload) {
        snprintf(err, errlen, "out of memory writing %s", path);
        free(table);
        return -1;
    }
    memcpy(header, MAGIC, 8);
    put_u64(header + 8, db->geometry.fingerprint);
    header[16] = (uint8_t)m->white_kings;
    header[17] = (uint8_t)m->white_men;
    header[18] = (uint8_t)m->black_kings;
    header[19] = (uint8_t)m->black_men;
    header[20] = slice->distances ? FLAG_DISTANCES : 0;
    put_u64(header + 24, slice->size);
    put_u32(header + 32, BLOCK_BYTES);
    put_u32(header + 36, (uint32_t)blocks);
    put_u64(header + 40, payload_size);
    uint64_t checksum = dm_egdb_checksum(DM_EGDB_CHECKSUM_START, header, CHECKED_HEADER);
    checksum = dm_egdb_checksum(checksum, table, 4 * blocks);
    checksum = dm_egdb_checksum(checksum, payload, payload_size);
    put_u64(header + CHECKED_HEADER, checksum);
    piece pieces[] = { { header, HEADER_SIZE }, { table, 4 * blocks },
                       { payload, payload_size } };
    int status = write_file(path, pieces, 3, err, errlen);
    free(table);
    free(payload);
    if (status != 0)
        return -1;
    slice->checksum = checksum;
    return 0;
}

static void free_slice(dm_egdb_slice *slice)
{
    if (slice) {
        free(slice->values);
        free(slice->distances);
        free(slice);
    }
}

/* Inflates the blocks of payload (their sizes in table) into the values,
   then the distances.  Returns the number of the first block that does
   not inflate to its length, or -1 when all do. */
static int64_t inflate_blocks(dm_egdb_slice *slice, uint64_t value_bytes,
                              uint64_t distance_bytes, const uint8_t *table,
                              const uint8_t *payload, uint64_t payload_size)
{
    uint8_t *streams[2] = { slice->values, slice->distances };
    uint64_t lengths[2] = { value_bytes, distance_bytes }, used = 0, block = 0;
    for (int stream = 0; stream < 2; stream++)
        for (uint64_t at = 0; at < lengths[stream]; at += BLOCK_BYTES, block++) {
            uint64_t packed = get_u32(table + 4 * block);
            uLongf out = (uLongf)(lengths[stream] - at < BLOCK_BYTES ? lengths[stream] - at
                                                                      : BLOCK_BYTES);
            uLongf expected = out;
            if (packed > payload_size - used ||
                uncompress(streams[stream] + at, &out, payload + used, (uLong)packed) != Z_OK ||
                out != expected)
                return (int64_t)block;
            used += packed;
        }
    return used == payload_size ? -1 : (int64_t)block;
}

/* Reads the rest of a slice file of the current format, its header read:
   the block table and the compressed blocks, checked against the
   checksum, then inflated into slice.  Returns 0, or -1 with *f filled. */
static int read_compressed(int fd, uint64_t file_size, const uint8_t *header,
                           const char *path, dm_egdb_slice *slice, uint64_t value_bytes,
                           uint64_t distance_bytes, dm_egdb_failure *f)
{
    uint64_t blocks = blocks_of(value_bytes) + blocks_of(distance_bytes);
    uint64_t payload_size = get_u64(header + 40);
    if (get_u32(header + 32) != BLOCK_BYTES || get_u32(header + 36) != blocks ||
        file_size != HEADER_SIZE + 4 * blocks + payload_size)
        return failed(f, DM_EGDB_FAULT_DAMAGED, path,
                      "%s is truncated or too long: %llu bytes, not the %llu its header says",
                      path, (unsigned long long)file_size,
                      (unsigned long long)(HEADER_SIZE + 4 * blocks + payload_size));
    uint64_t rest = file_size - HEADER_SIZE;
    uint8_t *table = malloc(rest + 1);
    if (!table)
        return failed(f, DM_EGDB_FAULT_MEMORY, path, "out of memory reading %s", path);
    int status = 0;
    if (read_all(fd, table, rest) != (int64_t)rest) {
        status = failed(f, DM_EGDB_FAULT_UNREADABLE, path, "cannot read %s whole", path);
    } else {
        uint64_t checksum = dm_egdb_checksum(DM_EGDB_CHECKSUM_START, header, CHECKED_HEADER);
        checksum = dm_egdb_checksum(checksum, table, rest);
        int64_t bad;
        if (checksum != get_u64(header + CHECKED_HEADER))
            status = failed(f, DM_EGDB_FAULT_DAMAGED, path,
                            "%s is damaged: its checksum does not match its contents", path);
        else if ((bad = inflate_blocks(slice, value_bytes, distance_bytes, table,
                                       table + 4 * blocks, rest - 4 * blocks)) >= 0)
            status = failed(f, DM_EGDB_FAULT_DAMAGED, path,
                            "%s is damaged: its block %lld does not decompress to its size",
                            path, (long long)bad);
        else
            slice->checksum = checksum;
    }
    free(table);
    return status;
}

/* Reads the rest of a slice file of the second format (DMEGDB02: the
   values and distances as they are in memory), its header read. */
static int read_uncompressed(int fd, uint64_t file_size, const uint8_t *header,
                             const char *path, dm_egdb_slice *slice, uint64_t value_bytes,
                             uint64_t distance_bytes, dm_egdb_failure *f)
{
    if (file_size != SECOND_HEADER_SIZE + value_bytes + distance_bytes)
        return failed(f, DM_EGDB_FAULT_DAMAGED, path,
                      "%s is truncated or too long: %llu bytes, not %llu", path,
                      (unsigned long long)file_size,
                      (unsigned long long)(SECOND_HEADER_SIZE + value_bytes + distance_bytes));
    if (read_all(fd, slice->values, value_bytes) != (int64_t)value_bytes ||
        (distance_bytes &&
         read_all(fd, slice->distances, distance_bytes) != (int64_t)distance_bytes))
        return failed(f, DM_EGDB_FAULT_UNREADABLE, path, "cannot read %s whole", path);
    uint64_t checksum = dm_egdb_checksum(DM_EGDB_CHECKSUM_START, header, SECOND_CHECKED_HEADER);
    checksum = dm_egdb_checksum(checksum, slice->values, value_bytes);
    if (distance_bytes)
        checksum = dm_egdb_checksum(checksum, slice->distances, distance_bytes);
    if (checksum != get_u64(header + SECOND_CHECKED_HEADER))
        return failed(f, DM_EGDB_FAULT_DAMAGED, path,
                      "%s is damaged: its checksum does not match its contents", path);
    slice->checksum = checksum;
    return 0;
}

/* Reads and checks the file of one slice, open in fd. */
static dm_egdb_slice *read_slice_file(const dm_egdb *db, int fd, uint64_t file_size,
                                      const char *path, const dm_egdb_material *m,
                                      const uint64_t *expected, bool *second_format,
                                      dm_egdb_failure *f)
{
    uint8_t header[HEADER_SIZE];
    dm_egdb_slice *slice = calloc(1, sizeof *slice);
    if (!slice) {
        failed(f, DM_EGDB_FAULT_MEMORY, path, "out of memory reading %s", path);
        return NULL;
    }
    slice->material = *m;
    dm_egdb_slice_size(&db->geometry, slice);
    int64_t got = read_all(fd, header, 8);
    if (got < 0) {
        failed(f, DM_EGDB_FAULT_UNREADABLE, path, "cannot read %s: %s", path, strerror(errno));
        goto refused;
    }
    if (got == 8 && memcmp(header, FIRST_MAGIC, 8) == 0) {
        failed(f, DM_EGDB_FAULT_OLD_FORMAT, path,
               "%s is of the first format, without a checksum: make the database again "
               "(make egdb, or endgame_generate/2)", path);
        goto refused;
    }
    *second_format = got == 8 && memcmp(header, SECOND_MAGIC, 8) == 0;
    if (got < 8 || (!*second_format && memcmp(header, MAGIC, 8) != 0)) {
        failed(f, DM_EGDB_FAULT_DAMAGED, path, "%s is not an endgame database file", path);
        goto refused;
    }
    int64_t header_size = *second_format ? SECOND_HEADER_SIZE : HEADER_SIZE;
    got = read_all(fd, header + 8, (uint64_t)header_size - 8);
    if (got != header_size - 8) {
        failed(f, DM_EGDB_FAULT_DAMAGED, path,
               "%s is truncated: %llu bytes, shorter than its header", path,
               (unsigned long long)file_size);
        goto refused;
    }
    if (get_u64(header + 8) != db->geometry.fingerprint) {
        failed(f, DM_EGDB_FAULT_OTHER_RULES, path,
               "%s was made for another board or other rules", path);
        goto refused;
    }
    if (header[16] != m->white_kings || header[17] != m->white_men ||
        header[18] != m->black_kings || header[19] != m->black_men ||
        get_u64(header + 24) != slice->size) {
        failed(f, DM_EGDB_FAULT_DAMAGED, path, "%s does not hold the slice its name says", path);
        goto refused;
    }
    uint64_t value_bytes = (slice->size + 4) / 5;
    uint64_t distance_bytes = (header[20] & FLAG_DISTANCES) ? slice->size : 0;
    slice->values = malloc(value_bytes ? value_bytes : 1);
    if (distance_bytes)
        slice->distances = malloc(distance_bytes);
    if (!slice->values || (distance_bytes && !slice->distances)) {
        failed(f, DM_EGDB_FAULT_MEMORY, path, "out of memory reading %s", path);
        goto refused;
    }
    if ((*second_format ? read_uncompressed : read_compressed)(
            fd, file_size, header, path, slice, value_bytes, distance_bytes, f) != 0)
        goto refused;
    if (expected && slice->checksum != *expected) {
        failed(f, DM_EGDB_FAULT_DAMAGED, path,
               "%s is not the file the manifest lists: another checksum", path);
        goto refused;
    }
    return slice;
refused:
    free_slice(slice);
    return NULL;
}

int dm_egdb_read_slice(dm_egdb *db, const char *dir, const dm_egdb_material *m,
                       const uint64_t *expected_checksum, bool *second_format_read,
                       dm_egdb_failure *failure)
{
    char path[4096];
    int fd;
    uint64_t size;
    slice_path(dir, m, path, sizeof path);
    int opened = open_regular(path, &fd, &size, failure);
    if (opened <= 0)
        return opened;
    bool second_format = false;
    dm_egdb_slice *slice = read_slice_file(db, fd, size, path, m, expected_checksum,
                                           &second_format, failure);
    close(fd);
    if (!slice)
        return -1;
    if (second_format_read)
        *second_format_read = second_format;
    db->slice[dm_egdb_slot(m)] = slice;
    db->positions += slice->size;
    db->bytes += (slice->size + 4) / 5 + (slice->distances ? slice->size : 0);
    int pieces = m->white_kings + m->white_men + m->black_kings + m->black_men;
    if (pieces > db->max_pieces)
        db->max_pieces = pieces;
    return 1;
}

/* ---- The manifest ------------------------------------------------------- */

static void material_of_slot(int slot, dm_egdb_material *m)
{
    int base = DM_EGDB_MAX_PIECES + 1;
    m->black_men = slot % base;
    m->black_kings = slot / base % base;
    m->white_men = slot / base / base % base;
    m->white_kings = slot / base / base / base;
}

/* The 16 lower-case hex digits at text, ending at end. */
static bool read_hex(const char *text, const char *end, uint64_t *value)
{
    if (end - text != 16)
        return false;
    uint64_t v = 0;
    for (; text < end; text++) {
        int c = *text;
        if (c >= '0' && c <= '9')
            v = v << 4 | (uint64_t)(c - '0');
        else if (c >= 'a' && c <= 'f')
            v = v << 4 | (uint64_t)(c - 'a' + 10);
        else
            return false;
    }
    *value = v;
    return true;
}

/* The slot of a slice file's name (as dm_egdb_file_name writes it, and
   only so), -1 for anything else. */
static int slot_of_name(const char *name, size_t length)
{
    dm_egdb_material m;
    char canonical[64];
    if (length >= sizeof canonical ||
        sscanf(name, "wk%1dwm%1dbk%1dbm%1d", &m.white_kings, &m.white_men,
               &m.black_kings, &m.black_men) != 4)
        return -1;
    dm_egdb_file_name(&m, canonical, sizeof canonical);
    if (strlen(canonical) != length || memcmp(canonical, name, length) != 0 ||
        m.white_kings + m.white_men == 0 || m.black_kings + m.black_men == 0 ||
        m.white_kings + m.white_men + m.black_kings + m.black_men > DM_EGDB_MAX_PIECES)
        return -1;
    return dm_egdb_slot(&m);
}

/* Parses the manifest's lines up to (not including) its checksum line. */
static int parse_manifest(const dm_egdb_geometry *g, const char *text, const char *end,
                          const char *path, dm_egdb_manifest *manifest,
                          dm_egdb_failure *f)
{
    int line = 0;
    for (const char *start = text; start < end; line++) {
        const char *stop = memchr(start, '\n', (size_t)(end - start));
        const char *space = memchr(start, ' ', (size_t)(stop - start));
        uint64_t value;
        if (line == 0) {
            if ((size_t)(stop - start) != strlen(MANIFEST_TITLE) ||
                memcmp(start, MANIFEST_TITLE, strlen(MANIFEST_TITLE)) != 0)
                return failed(f, DM_EGDB_FAULT_DAMAGED, path,
                              "%s is not an endgame database manifest", path);
        } else if (!space || !read_hex(space + 1, stop, &value)) {
            return failed(f, DM_EGDB_FAULT_DAMAGED, path,
                          "%s is damaged: line %d is not a name and a checksum", path, line + 1);
        } else if (line == 1) {
            if (space - start != 11 || memcmp(start, "fingerprint", 11) != 0)
                return failed(f, DM_EGDB_FAULT_DAMAGED, path,
                              "%s is damaged: its second line is not the fingerprint", path);
            if (value != g->fingerprint)
                return failed(f, DM_EGDB_FAULT_OTHER_RULES, path,
                              "%s was made for another board or other rules", path);
        } else {
            int slot = slot_of_name(start, (size_t)(space - start));
            if (slot < 0 || manifest->listed[slot])
                return failed(f, DM_EGDB_FAULT_DAMAGED, path,
                              "%s is damaged: line %d names no slice, or one listed before",
                              path, line + 1);
            manifest->listed[slot] = true;
            manifest->checksum[slot] = value;
        }
        start = stop + 1;
    }
    if (line < 2)
        return failed(f, DM_EGDB_FAULT_DAMAGED, path, "%s is damaged: it is incomplete", path);
    return 1;
}

int dm_egdb_read_manifest(const dm_egdb_geometry *g, const char *dir,
                          dm_egdb_manifest *manifest, dm_egdb_failure *f)
{
    char path[4096];
    int fd;
    uint64_t size;
    memset(manifest, 0, sizeof *manifest);
    path_of(dir, DM_EGDB_MANIFEST, path, sizeof path);
    int opened = open_regular(path, &fd, &size, f);
    if (opened <= 0)
        return opened;
    char *text = size <= MANIFEST_LIMIT ? malloc(size + 1) : NULL;
    int64_t got = text ? read_all(fd, text, size) : -1;
    close(fd);
    if (got != (int64_t)size) {
        free(text);
        if (size > MANIFEST_LIMIT)
            return failed(f, DM_EGDB_FAULT_DAMAGED, path, "%s is too large for a manifest", path);
        return failed(f, text ? DM_EGDB_FAULT_UNREADABLE : DM_EGDB_FAULT_MEMORY, path,
                      "cannot read %s whole", path);
    }
    text[size] = '\0';
    /* The last line, "checksum <hex>\n", covers every byte before it. */
    static const char last[] = "checksum ";
    const char *end = text + size, *line = end;
    uint64_t stored;
    if (size > 0 && end[-1] == '\n')
        for (line = end - 1; line > text && line[-1] != '\n'; line--)
            ;
    int status;
    if (line == end || (size_t)(end - line) != strlen(last) + 17 ||
        memcmp(line, last, strlen(last)) != 0 ||
        !read_hex(line + strlen(last), end - 1, &stored))
        status = failed(f, DM_EGDB_FAULT_DAMAGED, path,
                        "%s is damaged: it does not end with its checksum", path);
    else if (dm_egdb_checksum(DM_EGDB_CHECKSUM_START, text, (size_t)(line - text)) != stored)
        status = failed(f, DM_EGDB_FAULT_DAMAGED, path,
                        "%s is damaged: its checksum does not match its contents", path);
    else
        status = parse_manifest(g, text, line, path, manifest, f);
    free(text);
    if (status < 0)
        memset(manifest, 0, sizeof *manifest);
    return status;
}

int dm_egdb_write_manifest(const dm_egdb_geometry *g, const char *dir,
                           const dm_egdb_manifest *manifest, char *err, size_t errlen)
{
    enum { LINE = 64 };
    char path[4096];
    char *text = malloc((DM_EGDB_SLICE_SLOTS + 3) * LINE);
    if (!text) {
        snprintf(err, errlen, "out of memory");
        return -1;
    }
    size_t length = (size_t)sprintf(text, "%s\nfingerprint %016llx\n", MANIFEST_TITLE,
                                    (unsigned long long)g->fingerprint);
    for (int slot = 0; slot < DM_EGDB_SLICE_SLOTS; slot++)
        if (manifest->listed[slot]) {
            dm_egdb_material m;
            char name[LINE];
            material_of_slot(slot, &m);
            dm_egdb_file_name(&m, name, sizeof name);
            length += (size_t)sprintf(text + length, "%s %016llx\n", name,
                                      (unsigned long long)manifest->checksum[slot]);
        }
    uint64_t checksum = dm_egdb_checksum(DM_EGDB_CHECKSUM_START, text, length);
    length += (size_t)sprintf(text + length, "checksum %016llx\n", (unsigned long long)checksum);
    path_of(dir, DM_EGDB_MANIFEST, path, sizeof path);
    piece pieces[] = { { text, length } };
    int status = write_file(path, pieces, 1, err, errlen);
    free(text);
    return status;
}

/* ---- Loading ------------------------------------------------------------ */

/* Whether dir holds files named like slices (without a manifest: the
   first format, or a manifest lost). */
static bool has_slice_files(const char *dir)
{
    DIR *d = opendir(dir);
    bool found = false;
    if (!d)
        return false;
    for (struct dirent *e; !found && (e = readdir(d));) {
        size_t n = strlen(e->d_name);
        found = n > 5 && strncmp(e->d_name, "wk", 2) == 0 &&
                strcmp(e->d_name + n - 5, ".egdb") == 0;
    }
    closedir(d);
    return found;
}

dm_egdb *dm_egdb_open(const dm_board *board, const char *dir, dm_egdb_failure *f)
{
    char path[4096];
    memset(f, 0, sizeof *f);
    path_of(dir, DM_EGDB_MANIFEST, path, sizeof path);
    char err[512];
    dm_egdb *db = dm_egdb_new(board, err, sizeof err);
    dm_egdb_manifest *manifest = malloc(sizeof *manifest);
    if (!db || !manifest) {
        if (db || strcmp(err, "out of memory") == 0)
            failed(f, DM_EGDB_FAULT_MEMORY, dir, "out of memory");
        else
            failed(f, DM_EGDB_FAULT_BOARD, dir, "%s", err);
        goto refused;
    }
    int status = dm_egdb_read_manifest(&db->geometry, dir, manifest, f);
    if (status == 0) {
        if (has_slice_files(dir))
            failed(f, DM_EGDB_FAULT_NO_DATABASE, dir,
                   "%s holds endgame files but no %s: files of the first format, "
                   "without checksums, or a database that lost its manifest; make it again "
                   "(make egdb, or endgame_generate/2)", dir, DM_EGDB_MANIFEST);
        else
            failed(f, DM_EGDB_FAULT_NO_DATABASE, dir, "no endgame database in %s (no %s)",
                   dir, DM_EGDB_MANIFEST);
        goto refused;
    }
    if (status < 0)
        goto refused;
    int listed = 0;
    for (int slot = 0; slot < DM_EGDB_SLICE_SLOTS; slot++) {
        if (!manifest->listed[slot])
            continue;
        dm_egdb_material m;
        material_of_slot(slot, &m);
        status = dm_egdb_read_slice(db, dir, &m, &manifest->checksum[slot], NULL, f);
        if (status == 0) {
            char missing[4096];
            slice_path(dir, &m, missing, sizeof missing);
            failed(f, DM_EGDB_FAULT_MISSING, missing, "%s is missing (%s lists it)", missing,
                   path);
        }
        if (status <= 0)
            goto refused;
        listed++;
    }
    if (!listed) {
        failed(f, DM_EGDB_FAULT_NO_DATABASE, dir, "no endgame database in %s (%s lists no slice)",
               dir, path);
        goto refused;
    }
    free(manifest);
    return db;
refused:
    free(manifest);
    dm_egdb_free(db);
    return NULL;
}

dm_egdb *dm_egdb_load(const dm_board *board, const char *dir, char *err, size_t errlen)
{
    dm_egdb_failure *failure = malloc(sizeof *failure);
    if (!failure) {
        snprintf(err, errlen, "out of memory");
        return NULL;
    }
    dm_egdb *db = dm_egdb_open(board, dir, failure);
    if (!db)
        snprintf(err, errlen, "%s", failure->message);
    free(failure);
    return db;
}
