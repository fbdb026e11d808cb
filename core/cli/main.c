/* main.c — the native command line: nnscope run|scene|audit FILE.py
 * (`nnscope --help` lists the options and the exit statuses).
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

#include "op.h"
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

static void usage(FILE *to)
{
    fputs("usage: nnscope run|scene|audit FILE.py [options]\n"
          "  run     execute the program and print what Python prints\n"
          "  scene   execute it and print the scene as JSON (docs/scene.md)\n"
          "  audit   execute it and print the findings (nn.Module pitfalls)\n"
          "options:\n"
          "  --budget N      operation budget (0 = unlimited, default 5e8)\n"
          "  --mem MB        memory cap in MiB (0 = unlimited, default 2048)\n"
          "  --out MB        output cap in MiB (0 = unlimited, default 64)\n"
          "  --recursion N   recursion limit (default 1000)\n"
          "  --json          audit: print one JSON object (status, counts, findings)\n"
          "  -h, --help      print this help\n"
          "exit status: run: the program's (1 for an uncaught exception); scene: 0;\n"
          "  audit: 0 no error findings, 1 error findings, 3 the program failed or was\n"
          "  stopped by a limit (its findings are still printed); 2 bad usage\n",
          to);
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
    bool json;           /* audit --json */
    char *report;        /* scene/audit: the text to print (malloc'd) */
    size_t report_len;
    int nerrors;         /* audit: error-severity findings */
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
                                 : sc_audit_report(rec, r->S, r->rc, r->json, &r->report_len, &r->nerrors);
    sc_detach(rec, r->S);
    py_state_free(r->S);
    return NULL;
}

int main(int argc, char **argv)
{
    for (int i = 1; i < argc; i++)
        if (!strcmp(argv[i], "-h") || !strcmp(argv[i], "--help") || (i == 1 && !strcmp(argv[i], "help"))) {
            usage(stdout);
            return 0;
        }
    int mode = argc < 2 ? -1 : !strcmp(argv[1], "run") ? 0 : !strcmp(argv[1], "scene") ? 1
                             : !strcmp(argv[1], "audit") ? 2 : -1;
    if (mode < 0) {
        usage(stderr);
        return 2;
    }
    const char *path = NULL;
    bool json = false;
    py_Limits lim = {
        .op_budget = DEFAULT_BUDGET,
        .mem_cap = (size_t)DEFAULT_MEM_MB << 20,
        .out_cap = (size_t)DEFAULT_OUT_MB << 20,
        .recursion_limit = 1000,
    };
    /* options may come before or after FILE */
    for (int i = 2; i < argc; i++) {
        if (strncmp(argv[i], "--", 2) != 0) {
            if (path) {
                usage(stderr);
                return 2;
            }
            path = argv[i];
            continue;
        }
        if (!strcmp(argv[i], "--json") && mode == 2) {
            json = true;
            continue;
        }
        unsigned long long v;
        if (i + 1 >= argc || parse_u64(argv[i + 1], &v) != 0) {
            usage(stderr);
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
            usage(stderr);
            return 2;
        }
        i++;
    }
    if (!path) {
        usage(stderr);
        return 2;
    }

    size_t len;
    char *src = read_file(path, &len);
    if (!src) {
        fprintf(stderr, "nnscope: can't open file '%s'\n", path);
        return 2;
    }
    py_Output out = { mode == 0 ? write_out : NULL, NULL };   /* scene/audit: output goes into the report */
    /* the torch layers join the interpreter as extensions (py_ExtDef) */
    py_ext_register(&nn_torch_ext);
    py_ext_register(&op_optim_ext);
    py_State *S = py_state_new(&lim, out);
    if (!S) {
        fputs("nnscope: could not start the interpreter (out of memory)\n", stderr);
        free(src);
        return 1;
    }
    Run run = { S, src, len, path, 1, mode, json, NULL, 0, 0 };
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
        rc = mode == 1 ? 0 : rc != 0 ? 3 : run.nerrors > 0 ? 1 : 0;   /* a limit makes rc 1 too */
    }
    fflush(stdout);
    return rc;
}
