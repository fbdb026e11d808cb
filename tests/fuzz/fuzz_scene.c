/* fuzz_scene.c — libFuzzer target: bytes run as a program under the scene
 * recorder (core/scope), then the scene JSON and the audit report (text and
 * JSON) are built. The JSON must be one well-formed JSON value in valid
 * UTF-8 (checked here
 * by a strict validator: RFC 8259 grammar, no NaN/Infinity, nesting below
 * 512); any crash, hang, sanitizer report, leak or malformed JSON is a
 * finding (malformed JSON aborts). Seeded with the nn/scene test programs.
 * Built by tests/fuzz/build.sh. */
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "py.h"
#include "op.h"
#include "sc.h"

static void sink(void *ud, int stream, const char *s, size_t n)
{
    (void)ud; (void)stream; (void)s; (void)n;
}

typedef struct {
    const unsigned char *s;
    size_t n, i;
} J;

static void ws(J *j)
{
    while (j->i < j->n && (j->s[j->i] == ' ' || j->s[j->i] == '\n' || j->s[j->i] == '\t' || j->s[j->i] == '\r'))
        j->i++;
}

static int lit(J *j, const char *w)
{
    size_t k = strlen(w);
    if (j->n - j->i < k || memcmp(j->s + j->i, w, k)) return 0;
    j->i += k;
    return 1;
}

static int utf8(J *j)   /* one code point at j->i, >= 0x80 */
{
    unsigned c = j->s[j->i];
    int k = c >= 0xf0 && c <= 0xf4 ? 3 : c >= 0xe0 ? 2 : c >= 0xc2 && c < 0xe0 ? 1 : -1;
    if (k < 0 || j->n - j->i <= (size_t)k) return 0;
    uint32_t cp = c & (0x3f >> k);
    for (int t = 1; t <= k; t++) {
        unsigned d = j->s[j->i + t];
        if ((d & 0xc0) != 0x80) return 0;
        cp = cp << 6 | (d & 0x3f);
    }
    if ((k == 2 && cp < 0x800) || (k == 3 && (cp < 0x10000 || cp > 0x10ffff)) || (cp >= 0xd800 && cp < 0xe000))
        return 0;
    j->i += (size_t)k + 1;
    return 1;
}

static int str(J *j)
{
    if (!lit(j, "\"")) return 0;
    while (j->i < j->n) {
        unsigned c = j->s[j->i];
        if (c == '"') { j->i++; return 1; }
        if (c < 0x20) return 0;
        if (c == '\\') {
            j->i++;
            if (j->i >= j->n) return 0;
            c = j->s[j->i++];
            if (c == 'u') {
                for (int t = 0; t < 4; t++, j->i++)
                    if (j->i >= j->n || !strchr("0123456789abcdefABCDEF", j->s[j->i]) || !j->s[j->i]) return 0;
            } else if (!strchr("\"\\/bfnrt", (int)c) || !c) {
                return 0;
            }
        } else if (c >= 0x80) {
            if (!utf8(j)) return 0;
        } else {
            j->i++;
        }
    }
    return 0;
}

static int digits(J *j)
{
    size_t s = j->i;
    while (j->i < j->n && j->s[j->i] >= '0' && j->s[j->i] <= '9') j->i++;
    return j->i > s;
}

static int num(J *j)
{
    lit(j, "-");
    if (lit(j, "0")) {
    } else if (!digits(j)) {
        return 0;
    }
    if (lit(j, ".") && !digits(j)) return 0;
    if (j->i < j->n && (j->s[j->i] == 'e' || j->s[j->i] == 'E')) {
        j->i++;
        if (!lit(j, "+")) lit(j, "-");
        if (!digits(j)) return 0;
    }
    return 1;
}

static int value(J *j, int depth)
{
    if (depth > 512) return 0;
    ws(j);
    if (j->i >= j->n) return 0;
    unsigned c = j->s[j->i];
    if (c == '{' || c == '[') {
        unsigned close = c == '{' ? '}' : ']';
        j->i++;
        ws(j);
        if (j->i < j->n && j->s[j->i] == close) { j->i++; return 1; }
        for (;;) {
            if (c == '{') {
                ws(j);
                if (!str(j)) return 0;
                ws(j);
                if (!lit(j, ":")) return 0;
            }
            if (!value(j, depth + 1)) return 0;
            ws(j);
            if (j->i < j->n && j->s[j->i] == close) { j->i++; return 1; }
            if (!lit(j, ",")) return 0;
        }
    }
    if (c == '"') return str(j);
    if (lit(j, "true") || lit(j, "false") || lit(j, "null")) return 1;
    return num(j);
}

static int json_ok(const char *s, size_t n)
{
    J j = { (const unsigned char *)s, n, 0 };
    if (!value(&j, 0)) return 0;
    ws(&j);
    return j.i == n;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    py_Limits lim = { .op_budget = 400000, .mem_cap = (size_t)64 << 20,
                      .out_cap = 1 << 16, .recursion_limit = 100 };
    py_ext_register(&nn_torch_ext);   /* the torch layers join as extensions */
    py_ext_register(&op_optim_ext);
    py_State *S = py_state_new(&lim, (py_Output){ sink, NULL });
    if (!S)
        return 0;
    char *src = malloc(size + 1);
    sc_Recorder *rec = src ? sc_attach(S) : NULL;
    if (rec) {
        memcpy(src, data, size);
        src[size] = 0;
        int rc = py_run_program(S, src, size, "fuzz.py");
        size_t len = 0;
        char *js = sc_scene_json(rec, S, rc, &len);
        if (js && (strlen(js) != len || !json_ok(js, len))) {
            fprintf(stderr, "fuzz_scene: malformed scene JSON (%zu bytes):\n%.*s\n", len, (int)(len < 4000 ? len : 4000), js);
            abort();
        }
        free(js);
        char *au = sc_audit_report(rec, S, rc, false, &len, NULL);
        free(au);
        au = sc_audit_report(rec, S, rc, true, &len, NULL);   /* the JSON form is checked too */
        if (au && (strlen(au) != len || !json_ok(au, len))) {
            fprintf(stderr, "fuzz_scene: malformed audit JSON (%zu bytes):\n%.*s\n", len, (int)(len < 4000 ? len : 4000), au);
            abort();
        }
        free(au);
        sc_detach(rec, S);
    }
    free(src);
    py_state_free(S);
    return 0;
}
