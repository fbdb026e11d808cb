/* main.c — the native command line: nnscope run|scene|audit FILE.py
 *
 * Prints exactly what CPython prints for the program: stdout and stderr are
 * written in program order (stdout is flushed before anything goes to
 * stderr), an uncaught exception prints a CPython-style traceback and exits
 * with status 1. Limits (operation budget, memory cap, output cap, recursion
 * limit) are on by default and can be changed with options. */
#define _POSIX_C_SOURCE 200809L
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "py.h"
#include "sc.h"

/* The interpreter runs on a thread with a large stack, whatever `ulimit -s`
 * says: about 50,000 plain Python frames (a release build) before the stack
 * check (core/base/nb_stack.c) raises RecursionError, whatever limit
 * sys.setrecursionlimit was given. (Only touched pages use memory.) */
#define RUN_STACK_BYTES ((size_t)64 << 20)

#define DEFAULT_BUDGET   500000000ull    /* VM instructions + kernel work units (~2-4 s) */
#define DEFAULT_MEM_MB   2048
#define DEFAULT_OUT_MB   64

static void usage(void)
{
    fputs("usage: nnscope run|scene|audit FILE.py [options]\n"
          "  run     execute the program and print what Python prints\n"
          "  scene   execute it and print the scene as JSON (docs/scene.md)\n"
          "  audit   execute it and print the findings (nn.Module pitfalls)\n"
          "options:\n"
          "  --budget N      operation budget (0 = unlimited, default 5e8)\n"
          "  --mem MB        memory cap in MiB (0 = unlimited, default 2048)\n"
          "  --out MB        output cap in MiB (0 = unlimited, default 64)\n"
          "  --recursion N   recursion limit (default 1000)\n",
          stderr);
}

static void write_out(void *ud, int stream, const char *s, size_t n)
{
    (void)ud;
    if (stream == 2) {
        fflush(stdout);
        fwrite(s, 1, n, stderr);
        fflush(stderr);
    } else {
        fwrite(s, 1, n, stdout);
    }
}

/* Read a whole file into a malloc'd NUL-terminated buffer. */
static char *read_file(const char *path, size_t *len)
{
    FILE *f = fopen(path, "rb");
    if (!f)
        return NULL;
    size_t cap = 1 << 16, n = 0;
    char *buf = malloc(cap);
    while (buf) {
        if (n + 1 >= cap) {
            char *nb = realloc(buf, cap *= 2);
            if (!nb) {
                free(buf);
                buf = NULL;
                break;
            }
            buf = nb;
        }
        size_t got = fread(buf + n, 1, cap - n - 1, f);
        if (got == 0)
            break;
        n += got;
    }
    fclose(f);
    if (buf) {
        buf[n] = 0;
        *len = n;
    }
    return buf;
}

static int parse_u64(const char *s, unsigned long long *out)
{
    char *end;
    double v = strtod(s, &end);
    if (*s == 0 || *end != 0 || v < 0)
        return -1;
    *out = (unsigned long long)v;
    return 0;
}

typedef struct Run {
    py_State *S;
    const char *src;
    size_t len;
    const char *path;
    int rc;
    int mode;            /* 0 run, 1 scene, 2 audit */
    char *report;        /* scene/audit: the text to print (malloc'd) */
    size_t report_len;
} Run;

/* Run the program and release the interpreter (on the big-stack thread:
 * freeing deep structures may recurse too). */
static void *run_thread(void *arg)
{
    Run *r = arg;
    if (r->mode == 0) {
        r->rc = py_run_program(r->S, r->src, r->len, r->path);
        py_state_free(r->S);
        return NULL;
    }
    sc_Recorder *rec = sc_attach(r->S);
    r->rc = py_run_program(r->S, r->src, r->len, r->path);
    if (rec)
        r->report = r->mode == 1 ? sc_scene_json(rec, r->S, r->rc, &r->report_len)
                                 : sc_audit_text(rec, r->S, r->rc, &r->report_len);
    sc_detach(rec, r->S);
    py_state_free(r->S);
    return NULL;
}

int main(int argc, char **argv)
{
    int mode = argc < 3 ? -1 : !strcmp(argv[1], "run") ? 0 : !strcmp(argv[1], "scene") ? 1
                                : !strcmp(argv[1], "audit") ? 2 : -1;
    if (mode < 0) {
        usage();
        return 2;
    }
    const char *path = argv[2];
    py_Limits lim = {
        .op_budget = DEFAULT_BUDGET,
        .mem_cap = (size_t)DEFAULT_MEM_MB << 20,
        .out_cap = (size_t)DEFAULT_OUT_MB << 20,
        .recursion_limit = 1000,
    };
    for (int i = 3; i < argc; i++) {
        unsigned long long v;
        if (i + 1 >= argc || parse_u64(argv[i + 1], &v) != 0) {
            usage();
            return 2;
        }
        if (!strcmp(argv[i], "--budget"))
            lim.op_budget = v;
        else if (!strcmp(argv[i], "--mem"))
            lim.mem_cap = (size_t)v << 20;
        else if (!strcmp(argv[i], "--out"))
            lim.out_cap = (size_t)v << 20;
        else if (!strcmp(argv[i], "--recursion"))
            lim.recursion_limit = (int)v;
        else {
            usage();
            return 2;
        }
        i++;
    }

    size_t len;
    char *src = read_file(path, &len);
    if (!src) {
        fprintf(stderr, "nnscope: can't open file '%s'\n", path);
        return 2;
    }
    py_Output out = { mode == 0 ? write_out : NULL, NULL };   /* scene/audit: output goes into the report */
    py_State *S = py_state_new(&lim, out);
    if (!S) {
        fputs("nnscope: could not start the interpreter (out of memory)\n", stderr);
        free(src);
        return 1;
    }
    Run run = { S, src, len, path, 1, mode, NULL, 0 };
    pthread_attr_t attr;
    pthread_t th;
    bool threaded = false;
    if (pthread_attr_init(&attr) == 0) {
        size_t stack = RUN_STACK_BYTES;
        if (sizeof(void *) < 8)
            stack /= 4;
        threaded = pthread_attr_setstacksize(&attr, stack) == 0 &&
                   pthread_create(&th, &attr, run_thread, &run) == 0;
        pthread_attr_destroy(&attr);
    }
    if (threaded)
        pthread_join(th, NULL);
    else
        run_thread(&run);
    int rc = run.rc;
    free(src);
    if (mode != 0) {
        if (!run.report) {
            fputs("nnscope: could not build the scene (out of memory)\n", stderr);
            return 1;
        }
        fwrite(run.report, 1, run.report_len, stdout);
        free(run.report);
        rc = 0;
    }
    fflush(stdout);
    return rc;
}
