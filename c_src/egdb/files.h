/* Endgame database files (database.h): a database is a directory holding
   one file per material slice and a manifest that lists them.

   A slice file `wk<K>wm<M>bk<K>bm<M>.egdb` holds a 64-byte header (magic
   "DMEGDB03", the fingerprint of the board and rules, the material,
   whether distances follow, the number of positions, the bytes a block
   holds uncompressed, the number of blocks, the bytes of compressed
   data, and the checksum; integers little-endian), a table of the blocks'
   compressed sizes (4 bytes each), then the blocks: the values (five to
   a byte, as in memory) and then the distances, cut into blocks of
   64 KiB, each compressed by itself with zlib (deflate, level 6: level 9
   made files 2.5% smaller in eight times the time).  The
   checksum is the 64-bit FNV-1a hash of the header's first 56 bytes, the
   table and the blocks: a byte changed anywhere, a single flipped bit
   included, always changes it; and a block that does not inflate to its
   size is refused too.  Loading inflates every block (the probes then
   read the values as they were made).

   Files of the second format ("DMEGDB02": a 40-byte header, the values
   and distances uncompressed, their checksum) are still read, and the
   generator rewrites them compressed.

   The manifest, `manifest.txt`, is text:

       damas endgame database 2
       fingerprint <16 hex digits>
       <slice file name> <its checksum, 16 hex digits>
       ...
       checksum <16 hex digits: FNV-1a of every byte before this line>

   It says which slices the database has: loading reads those and no
   other file, refuses the database when one is missing, damaged (its
   checksum, size or header not as listed) or not a regular file (opened
   without blocking, so a FIFO cannot hang the load), and never takes a
   directory of slice files without a manifest, such as those of the
   first format (DMEGDB01, without checksums), for a database.  Every
   failure names the file. */
#ifndef DAMAS_EGDB_FILES_H
#define DAMAS_EGDB_FILES_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "egdb/database.h"

#define DM_EGDB_MANIFEST "manifest.txt"

/* Why a database or one of its files could not be used. */
typedef enum {
    DM_EGDB_FAULT_NONE = 0,
    DM_EGDB_FAULT_NO_DATABASE,     /* no manifest in the directory */
    DM_EGDB_FAULT_MISSING,         /* a file the manifest lists is absent */
    DM_EGDB_FAULT_DAMAGED,         /* a file fails its checks, or is no
                                      regular file */
    DM_EGDB_FAULT_OLD_FORMAT,      /* a slice file of the first format */
    DM_EGDB_FAULT_OTHER_RULES,     /* made for another board or rules */
    DM_EGDB_FAULT_UNREADABLE,      /* cannot be opened or read */
    DM_EGDB_FAULT_MEMORY,
    DM_EGDB_FAULT_BOARD            /* the board cannot have a database */
} dm_egdb_fault;

typedef struct {
    dm_egdb_fault fault;
    char path[4096];               /* the file (the directory for
                                      NO_DATABASE and BOARD) */
    char message[4608];            /* says what, naming the file */
} dm_egdb_failure;

/* Loads the database of directory dir made for board: the slices its
   manifest lists.  Returns it, or NULL with *failure filled. */
dm_egdb *dm_egdb_open(const dm_board *board, const char *dir, dm_egdb_failure *failure);

/* Which slices a database has, and the checksum of each one's file. */
typedef struct {
    bool listed[DM_EGDB_SLICE_SLOTS];
    uint64_t checksum[DM_EGDB_SLICE_SLOTS];
} dm_egdb_manifest;

/* Reads dir's manifest, made for the geometry's board and rules.
   Returns 1 when read, 0 when dir has none (*manifest is then empty),
   -1 with *failure filled. */
int dm_egdb_read_manifest(const dm_egdb_geometry *g, const char *dir,
                          dm_egdb_manifest *manifest, dm_egdb_failure *failure);

/* Writes dir's manifest (under another name first, renamed when whole).
   Returns 0, or -1 with a message. */
int dm_egdb_write_manifest(const dm_egdb_geometry *g, const char *dir,
                           const dm_egdb_manifest *manifest, char *err, size_t errlen);

/* Reads the file of one slice into db and checks it, against
   expected_checksum too when not NULL; *second_format_read (may be NULL)
   says whether it was of the second format.  Returns 1 when read, 0 when
   there is no such file, -1 with *failure filled. */
int dm_egdb_read_slice(dm_egdb *db, const char *dir, const dm_egdb_material *m,
                       const uint64_t *expected_checksum, bool *second_format_read,
                       dm_egdb_failure *failure);

/* Writes slice to dir/<file name> (under another name first) and sets
   slice->checksum.  Returns 0, or -1 with a message. */
int dm_egdb_write_slice(const dm_egdb *db, dm_egdb_slice *slice, const char *dir,
                        char *err, size_t errlen);

/* The file name of a material slice: "wk2wm0bk1bm0.egdb". */
void dm_egdb_file_name(const dm_egdb_material *m, char *out, size_t size);

/* FNV-1a, 64 bits: hash carried on over size bytes of data. */
#define DM_EGDB_CHECKSUM_START 0xcbf29ce484222325ULL
uint64_t dm_egdb_checksum(uint64_t hash, const void *data, size_t size);

#endif
