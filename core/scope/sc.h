/* sc.h — the scope recorder: watches one run of a program and produces the
 * scene (docs/scene.md, docs/scene.schema.json) and the findings report.
 *
 * Use (one recorder per interpreter state, for one run):
 *
 *     py_State *S = py_state_new(&limits, sink);
 *     sc_Recorder *r = sc_attach(S);              // NULL: out of memory
 *     int rc = py_run_program(S, src, len, filename);
 *     char *json = sc_scene_json(r, S, rc, &n);  // malloc'd, NUL-terminated
 *     char *text = sc_audit_report(r, S, rc, false, &m, &nerr);  // optional: the findings
 *     sc_detach(r, S);                           // before py_state_free
 *     py_state_free(S);
 *
 * sc_attach wraps the state's output sink (every chunk is recorded, then
 * passed on to the original sink, which may have a NULL write) and installs
 * the hooks: nn_State->scope (registry stores, module constructions, calls,
 * hooks, forward lookups, backward, tensor errors) and the optimizer step
 * hook (op.h). With no recorder attached nothing of this runs.
 *
 * The scene is built from what was recorded plus the program's globals at the
 * end, so a run that ended with an error or a limit still yields one. The
 * recorder's own memory comes from malloc (not the program's memory cap) and
 * is bounded by the caps documented in docs/scene.md ("Bounds").
 */
#ifndef SC_H
#define SC_H

#include <stdbool.h>
#include <stddef.h>

#include "py.h"

typedef struct sc_Recorder sc_Recorder;

/* Create a recorder and install it on S (after py_state_new, before the
 * program runs). NULL when memory ran out or the hooks could not be set. */
sc_Recorder *sc_attach(py_State *S);

/* Build the scene JSON for the finished run (exit_status as returned by
 * py_run_program). Returns a malloc'd NUL-terminated UTF-8 text (length in
 * *len) or NULL when out of memory. May be called more than once. */
char *sc_scene_json(sc_Recorder *r, py_State *S, int exit_status, size_t *len);

/* The findings (`nnscope audit`): as text for people, one block per finding
 * (severity, rule, line, path, message, fix) after a line saying how a run
 * that did not reach its end ended; or, with json, one JSON object (status,
 * counts, findings: docs/scene.md). *nerrors (may be NULL) receives the
 * number of error-severity findings. malloc'd; NULL on OOM. */
char *sc_audit_report(sc_Recorder *r, py_State *S, int exit_status, bool json, size_t *len, int *nerrors);

/* Remove the hooks, restore the output sink and free the recorder (releases
 * the objects it kept). Call before py_state_free. */
void sc_detach(sc_Recorder *r, py_State *S);

#endif
