/* nns_wasm.c — the WebAssembly port: a thin wrapper that exposes one entry
 * point to JavaScript. Output is streamed to JavaScript through an imported
 * function (nns_host_write) as it is produced, so a run stopped from the page
 * still shows what it printed. No error ever unwinds into JavaScript: every
 * failure becomes Python-style text on stream 2 and a status code. */
#include <emscripten.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "op.h"
#include "py.h"
#include "sc.h"

/* Implemented in JavaScript (nns_lib.js): receives UTF-8 bytes. */
extern void nns_host_write(int stream, const char *s, size_t n);

/* The deepest Python recursion the JavaScript engine's stack (~1 MB in V8)
 * holds with a margin: plain recursion overflowed it between 2,000 and
 * 2,500 frames (sys.setrecursionlimit is capped the same way). */
#define NNS_MAX_RECURSION 1500

/* Implemented in JavaScript (nns_lib.js): the byte length of the library
 * module `name` kept outside the module (out/nnscope-lib.json, fetched on
 * first use), or -1 when it cannot be had; then its bytes into buf. */
extern int nns_host_lib_len(const char *name);
extern void nns_host_lib_copy(const char *name, char *buf);

/* The texts fetched so far: each is fetched once per instance and kept (the
 * interpreter's loader contract: valid for the life of the process). */
#define NNS_LAZY_MAX 256
static struct { const char *name; char *src; size_t len; } lazy[NNS_LAZY_MAX];
static int nlazy;

/* py_FrozenLoader: the text of a library module kept outside the binary. */
static const char *load_lazy(const char *name, size_t *len)
{
    for (int i = 0; i < nlazy; i++)
        if (strcmp(lazy[i].name, name) == 0) {
            *len = lazy[i].len;
            return lazy[i].src;
        }
    int n = nns_host_lib_len(name);
    if (n < 0 || nlazy == NNS_LAZY_MAX)
        return NULL;
    char *buf = malloc((size_t)n + 1);
    if (!buf)
        return NULL;
    nns_host_lib_copy(name, buf);
    buf[n] = 0;
    lazy[nlazy].name = name;   /* the frozen table's own string */
    lazy[nlazy].src = buf;
    lazy[nlazy].len = (size_t)n;
    nlazy++;
    *len = (size_t)n;
    return buf;
}

/* The torch layers join the interpreter as extensions (py_ExtDef); registering
 * again is a no-op. */
static void register_torch(void)
{
    py_ext_register(&nn_torch_ext);
    py_ext_register(&op_optim_ext);
    py_set_frozen_loader(load_lazy);
}

static int recursion_limit(int r)
{
    return r <= 0 ? 1000 : r > NNS_MAX_RECURSION ? NNS_MAX_RECURSION : r;
}

static void write_out(void *ud, int stream, const char *s, size_t n)
{
    (void)ud;
    nns_host_write(stream, s, n);
}

/* Run `src` (len bytes of UTF-8) as the program `filename`. Limits of 0 mean
 * unlimited (mem_mb, out_mb), budget is in millions of operations.
 * Returns the process exit status the native CLI would return. */
EMSCRIPTEN_KEEPALIVE
int nns_run(const char *src, int len, const char *filename, double budget_millions,
            int mem_mb, int out_mb, int recursion)
{
    py_Limits lim = {
        .op_budget = (uint64_t)(budget_millions * 1e6),
        .mem_cap = (size_t)mem_mb << 20,
        .out_cap = (size_t)out_mb << 20,
        .recursion_limit = recursion_limit(recursion),
    };
    py_Output out = { write_out, NULL };
    register_torch();
    py_State *S = py_state_new(&lim, out);
    if (!S) {
        static const char msg[] = "MemoryError: could not start the interpreter\n";
        nns_host_write(2, msg, sizeof msg - 1);
        return 1;
    }
    int rc = py_run_program(S, src, (size_t)len, filename);
    py_state_free(S);
    return rc;
}

/* Like nns_run, and record the run (core/scope): output is still streamed
 * through nns_host_write; *scene_out receives a malloc'd UTF-8 JSON text
 * (docs/scene.md; length in *scene_len; JavaScript frees it with nns_free),
 * or NULL when no scene could be made. */
EMSCRIPTEN_KEEPALIVE
int nns_run_scene(const char *src, int len, const char *filename, double budget_millions, int mem_mb, int out_mb,
                  int recursion, char **scene_out, int *scene_len)
{
    if (scene_out)
        *scene_out = NULL;
    if (scene_len)
        *scene_len = 0;
    py_Limits lim = {
        .op_budget = (uint64_t)(budget_millions * 1e6),
        .mem_cap = (size_t)mem_mb << 20,
        .out_cap = (size_t)out_mb << 20,
        .recursion_limit = recursion_limit(recursion),
    };
    py_Output out = { write_out, NULL };
    register_torch();
    py_State *S = py_state_new(&lim, out);
    if (!S) {
        static const char msg[] = "MemoryError: could not start the interpreter\n";
        nns_host_write(2, msg, sizeof msg - 1);
        return 1;
    }
    sc_Recorder *rec = sc_attach(S);
    int rc = py_run_program(S, src, (size_t)len, filename);
    if (rec) {
        size_t n = 0;
        char *json = sc_scene_json(rec, S, rc, &n);
        if (json && scene_out && scene_len) {
            *scene_out = json;
            *scene_len = (int)n;
        } else {
            free(json);
        }
    }
    sc_detach(rec, S);
    py_state_free(S);
    return rc;
}

/* Like nns_run_scene, but *report_out receives the findings as `nnscope
 * audit` prints them (json: the --json object) and *nerrors the number of
 * error-severity findings. */
EMSCRIPTEN_KEEPALIVE
int nns_run_audit(const char *src, int len, const char *filename, double budget_millions, int mem_mb, int out_mb,
                  int recursion, int json, char **report_out, int *report_len, int *nerrors)
{
    if (report_out)
        *report_out = NULL;
    if (report_len)
        *report_len = 0;
    if (nerrors)
        *nerrors = 0;
    py_Limits lim = {
        .op_budget = (uint64_t)(budget_millions * 1e6),
        .mem_cap = (size_t)mem_mb << 20,
        .out_cap = (size_t)out_mb << 20,
        .recursion_limit = recursion_limit(recursion),
    };
    py_Output out = { NULL, NULL };   /* the program's output goes into the recording only */
    register_torch();
    py_State *S = py_state_new(&lim, out);
    if (!S) {
        static const char msg[] = "MemoryError: could not start the interpreter\n";
        nns_host_write(2, msg, sizeof msg - 1);
        return 1;
    }
    sc_Recorder *rec = sc_attach(S);
    int rc = py_run_program(S, src, (size_t)len, filename);
    if (rec) {
        size_t n = 0;
        char *text = sc_audit_report(rec, S, rc, json != 0, &n, nerrors);
        if (text && report_out && report_len) {
            *report_out = text;
            *report_len = (int)n;
        } else {
            free(text);
        }
    }
    sc_detach(rec, S);
    py_state_free(S);
    return rc;
}

EMSCRIPTEN_KEEPALIVE
void *nns_alloc(int n) { return malloc((size_t)n); }

EMSCRIPTEN_KEEPALIVE
void nns_free(void *p) { free(p); }
