/* sc_internal.h — shared by the files of core/scope (not a public API).
 *
 *   sc_record.c  the recorder: hooks, output chunks, events, calls, losses,
 *                optimizer steps (snapshots, deltas, grids), runtime findings
 *   sc_scene.c   the end of the run: module tree from the globals, tensors,
 *                paths, seen_by, optimizers, and the scene JSON
 *   sc_lint.c    the findings (static evidence + what was recorded)
 *   sc_json.c    growable byte buffer and JSON writing
 *
 * Memory of the recorder is plain malloc (never the program's capped heap).
 * Python objects it keeps are strong references released by sc_detach.
 */
#ifndef SC_INTERNAL_H
#define SC_INTERNAL_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "sc.h"
#include "nn_module.h"
#include "op.h"

/* ------------------------------------------------------------ bounds */
#define SC_MAX_EVENTS     5000     /* registry events kept (the first ones) */
#define SC_MAX_CALLS      2000     /* module calls kept (the first ones) */
#define SC_MAX_MODS       20000    /* module records (later modules get none) */
#define SC_MAX_STEPS      1000     /* optimizer steps kept: all, then every 2nd, 4th, ... */
#define SC_MAX_GRID_STEPS 128      /* steps whose changed tensors carry a value grid */
#define SC_MAX_GRID_TENS  32       /* grids per step */
#define SC_MAX_LOSSES     4000     /* backward() calls kept: all, then decimated */
#define SC_MAX_FINDINGS   200
#define SC_MAX_MOVES      64       /* .to()/.double()/... calls kept (the first ones) */
#define SC_MAX_MOVED      256      /* tensors listed per call (moved, stayed each) */
#define SC_MAX_PATHS      16       /* paths listed per tensor */
#define SC_GRID           16       /* grids are at most 16x16 */

/* ------------------------------------------------------------ buffer / JSON */
typedef struct sc_Buf {
    char *p;
    size_t n, cap;
    bool oom;
} sc_Buf;

void sc_buf_put(sc_Buf *b, const char *s, size_t n);
void sc_buf_puts(sc_Buf *b, const char *s);
void sc_buf_putc(sc_Buf *b, char c);
void sc_buf_printf(sc_Buf *b, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 2, 3)))
#endif
    ;
void sc_buf_free(sc_Buf *b);
/* A JSON string literal of n bytes of (possibly invalid) UTF-8: invalid
 * sequences become U+FFFD, control characters, quotes, backslashes, DEL and
 * U+2028/U+2029 are escaped. */
void sc_json_str(sc_Buf *b, const char *s, size_t n);
void sc_json_cstr(sc_Buf *b, const char *s);       /* NULL → null */
void sc_json_pystr(sc_Buf *b, py_Obj *s);          /* str object; NULL → null */
/* Shortest round-trip repr; NaN and infinities as null. */
void sc_json_num(sc_Buf *b, double v);
void sc_json_int(sc_Buf *b, int64_t v);
void sc_json_f32(sc_Buf *b, float v);              /* shortest float32 text; non-finite → null */
void sc_json_line(sc_Buf *b, int line);            /* 0 → null */
/* malloc'd copy of a C string (NULL on OOM or NULL input). */
char *sc_strdup(const char *s);
/* malloc'd printf. */
char *sc_strfmt(const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 1, 2)))
#endif
    ;

/* ------------------------------------------------------------ pointer map */
typedef struct sc_Map {
    const void **keys;
    int *vals;
    size_t cap, used;
} sc_Map;
int sc_map_get(const sc_Map *m, const void *key);          /* -1 absent */
bool sc_map_set(sc_Map *m, const void *key, int val);      /* false on OOM */
void sc_map_del(sc_Map *m, const void *key);
void sc_map_free(sc_Map *m);

/* ------------------------------------------------------------ records */
enum { SC_VIA_CALL = 0, SC_VIA_FORWARD = 1 };
enum { SC_K_MODULE, SC_K_TENSOR, SC_K_PARAMETER, SC_K_LIST, SC_K_TUPLE, SC_K_DICT, SC_K_INT, SC_K_FLOAT,
       SC_K_BOOL, SC_K_STR, SC_K_NONE, SC_K_OTHER };
extern const char *const sc_kind_names[];

/* One attribute name of a module, as the recorder saw it stored. */
typedef struct sc_Attr {
    py_Obj *name;          /* owned str */
    int seq;               /* seq of the first store (attribute order) */
    int line;              /* user line of the last store, 0 = not in the program's code */
    int uline;             /* the program's line that led to it (innermost frame of the program) */
    uint8_t store;         /* nn_Store of the last store (NONE: deleted) */
    uint8_t kind;          /* __dict__ stores: SC_K_* */
    /* __dict__ container holding modules/Parameters at its last store (kept
     * for modules that do not survive to the end of the run) */
    int cont_mods, cont_params;
    char *cont_summary;    /* "list of 3 Linear" or NULL */
} sc_Attr;

/* One Module instance seen during the run. */
typedef struct sc_Mod {
    py_Obj *obj;           /* NOT owned (identity only; valid while alive) */
    py_Obj *type;          /* owned: its class */
    int line;              /* construction line in the program (0 unknown) */
    int forward_line;      /* constructed while a forward() of the program ran: that line */
    int fwd_owner;         /* the module whose forward() ran then (index), -1 */
    int nparams;           /* _parameters stores of a non-None value */
    sc_Attr *attrs;
    int nattrs, capattrs;
    int last_call;         /* index in calls of its latest call record, -1 */
    int id;                /* public id (m<id>) once assigned, 0 = none */
    bool live;             /* reached from the globals at the end */
    /* set while the scene is built */
    int root;              /* index of the root it was first reached from, -1 */
    char *path;            /* first path, relative to that root ('' = the root) */
    bool reg;              /* reached through _modules only (parameters()/state_dict()/.to() see it) */
} sc_Mod;

typedef struct sc_Hook { uint8_t kind; int line; char *fn; } sc_Hook;
typedef struct sc_Call {
    int seq, line, mod, depth;
    uint8_t via;
    sc_Hook *hooks;
    int nhooks;
} sc_Call;

typedef struct sc_Event {
    int seq, line, mod;
    py_Obj *name;          /* owned */
    uint8_t store, from;   /* nn_Store; store NONE = deletion (unless refused) */
    uint8_t why;           /* nn_Why: the check that decided */
    bool refused;          /* the store raised: err_type / err_msg */
    char *err_type, *err_msg;   /* malloc'd, or NULL */
} sc_Event;

/* One tensor a .to()/.double()/... call converted or left behind. */
typedef struct sc_Moved {
    char *path;            /* relative to the module the call was made on */
    const char *dtype;     /* "torch.float64" (static) */
    uint8_t store;         /* nn_Store holding it (DICT: a plain attribute or container) */
} sc_Moved;

typedef struct sc_Move {   /* a module.to()/.double()/... call in the program */
    int seq, line, mod;
    char *method;
    sc_Moved *moved, *stayed;
    int nmoved, nstayed;
} sc_Move;

typedef struct sc_Ten {    /* a tensor the recorder keeps (step params) */
    py_Obj *obj;           /* owned */
    int id;                /* public id (t<id>) once assigned */
    uint32_t stepped;      /* bit i: optimizer i stepped it (had a grad) */
    /* the same gradient applied by two optimizers (no backward() between
     * their steps): the last pair seen and how often it repeated */
    int last_opt;
    long last_bw;
    int pair_a, pair_b, pair_count;
} sc_Ten;

typedef struct sc_Changed {
    int ten;               /* index in tens */
    double delta;
    float *grid;           /* rows*cols values or NULL */
    uint8_t rows, cols;
} sc_Changed;

typedef struct sc_Step {
    int opt, index, line;
    long gindex;           /* global step number (all optimizers) */
    double loss;
    bool has_loss;
    sc_Changed *changed;
    int nchanged;
} sc_Step;

typedef struct sc_Opt {
    py_Obj *obj;           /* owned */
    int nsteps;
    int id;
    int first_line;        /* line of its first step() */
} sc_Opt;

typedef struct sc_Loss { int line; double value; bool has; } sc_Loss;

typedef struct sc_Chunk { int stream; char *s; size_t n, cap; } sc_Chunk;

typedef struct sc_Finding {
    const char *rule, *severity;
    int mod;               /* index in mods, -1 = none */
    char *path;            /* relative to the module's root ('' for the root); NULL = '' */
    int line;
    char *message, *fix;   /* owned; fix NULL = none */
    int key;               /* dedup key for runtime findings (line) */
} sc_Finding;

struct sc_Recorder {
    nn_ScopeHooks hooks;   /* what nn_State->scope points at */
    py_State *S;
    py_Output pass;        /* the original sink */
    int seq;
    bool building;         /* the scene is being built: ignore callbacks */

    sc_Chunk *chunks; int nchunks, capchunks;
    sc_Mod *mods; int nmods, capmods;
    sc_Map modmap;         /* module object → index in mods */
    sc_Event *events; int nevents, capevents;
    sc_Call *calls; int ncalls, capcalls;
    sc_Move *moves; int nmoves, capmoves;
    long calls_dropped;
    int cstack[64]; int ncstack;              /* Python depth of each open module call */
    py_Obj *pending[64]; int npending;        /* modules called, forward not looked up yet */
    sc_Ten *tens; int ntens, captens;
    sc_Map tenmap;         /* tensor object → index in tens */
    sc_Opt *opts; int nopts, capopts;
    sc_Map optmap;
    sc_Step *steps; int nsteps, capsteps;
    long gsteps;           /* optimizer steps so far (all optimizers) */
    long stride, gstride;  /* keep steps with gindex % stride == 0; grids: % gstride */
    int ngrid;             /* kept steps carrying grids */
    /* snapshot taken before the current step (only for kept steps) */
    bool snap_on;
    int snap_opt;
    struct sc_Snap { int ten; double *val; int64_t n; } *snap;
    int nsnap, capsnap;
    sc_Loss *losses; int nlosses, caplosses;
    long lstride, nbackward;
    double last_loss; bool has_last_loss;
    sc_Finding *rfind; int nrfind, caprfind;  /* findings detected during the run */
    py_Obj *classes;       /* owned list: Module subclasses instantiated */
    bool step_hook_on;     /* op_set_step_hook done (once torch.optim is imported) */
    py_Obj *nns_name;      /* interned "torch.optim._nns" (borrowed) */
};

/* sc_record.c */
int sc_user_line(py_State *S);                 /* innermost frame of the program's file */
int sc_top_user_line(py_State *S);             /* innermost frame, if it is the program's; else 0 */
int sc_mod_of(sc_Recorder *r, py_Obj *m);      /* index, adding a record; -1 on OOM */
int sc_ten_of(sc_Recorder *r, py_Obj *t);      /* index, keeping a reference; -1 on OOM */
int sc_opt_of(sc_Recorder *r, py_Obj *o);
sc_Attr *sc_attr_find(sc_Mod *m, py_Obj *name);
/* Add a finding detected during the run (takes path/message/fix; one per
 * rule and line). */
void sc_add_rfinding(sc_Recorder *r, const char *rule, const char *sev, int mod, char *path, int line,
                     char *message, char *fix);
int sc_kind_of(py_Obj *v);
/* Summarize the modules / Parameters inside a container (list/tuple/dict,
 * one level of nesting): counts and "list of 3 Linear". */
void sc_container_info(py_State *S, py_Obj *v, int *nmods, int *nparams, char **summary);
/* Downsample a tensor to at most SC_GRID x SC_GRID block means (float). */
float *sc_grid_of(ts_Tensor *t, int *rows, int *cols);
/* Source line n (1-based) of the program, borrowed str or NULL. */
py_Obj *sc_source_line(py_State *S, int n);

/* sc_scene.c */
bool sc_internal_name(py_State *S, py_Obj *name);   /* one of the 17 entries Module.__init__ makes */

/* ------------------------------------------------------------ the scene */
enum { SC_HELD_REG = 0, SC_HELD_DICT = 1, SC_HELD_CONTAINER = 2, SC_HELD_GLOBAL = 3, SC_HELD_NONE = 4 };

typedef struct sc_TInfo {      /* a tensor of the scene */
    py_Obj *obj;               /* borrowed: alive while the scene is built */
    int id;
    char *paths[SC_MAX_PATHS];
    int npaths;
    char **sd; int nsd, capsd; /* state_dict keys */
    bool parameters, to;
    int held;                  /* SC_HELD_*: how it is held at its first path */
    int holder_mod;            /* module holding it (index in mods), -1 */
    char *holder_path;         /* root-relative path of the attribute that holds it */
    int holder_line;           /* store line of that attribute */
    int holder_kind;           /* SC_K_* of that attribute's value (containers) */
    char *tpath;               /* root-relative path of the tensor itself */
    int root;                  /* root of its first path, -1 (global tensor / not reached) */
    int nopts;                 /* optimizers holding it */
    int opt_ids[8];            /* their ids */
    int dup;                   /* occurrences beyond the first inside one optimizer's groups */
    int sd_line;               /* the latest line among its state_dict entries */
    int *sd_mod;               /* per state_dict key: the module holding it */
    int *sd_root;              /* per state_dict key: the root whose state_dict has it */
} sc_TInfo;

typedef struct sc_Root { py_Obj *name; int mod; bool top; } sc_Root;

typedef struct sc_Scene {
    sc_Recorder *r;
    py_State *S;
    int exit_status;
    sc_Root *roots; int nroots;
    int *morder; int nm, capm;           /* module indices in id order */
    sc_TInfo *t; int nt, capt;
    sc_Map tmap;                         /* tensor object → index in t */
    int *oorder; int no;                 /* optimizer indices in id order */
    sc_Finding *f; int nf, capf;
    long budget;                         /* walk budget (paths) */
    py_Obj **nosuper; int nnosuper;      /* classes flagged missing-super-init (borrowed) */
    struct { char *type, *message, *traceback; int line; int col; bool has; } err;
    const char *limit;
} sc_Scene;

/* sc_scene.c */
int sc_scene_tensor(sc_Scene *sc, py_Obj *t);   /* index in sc->t, adding it; -1 OOM */
const char *sc_root_name(sc_Scene *sc, int root);
int sc_optimizer_line(sc_Scene *sc, int oi);          /* 0 unknown */
void sc_scene_adopt(sc_Scene *sc, int mi);            /* give module mi an id (emitted from its records) */

/* sc_lint.c: every finding (recorded during the run + computed now) into sc->f. */
void sc_lint(sc_Scene *sc);
void sc_scene_add_finding(sc_Scene *sc, const char *rule, const char *sev, int mod, char *path, int line,
                          char *message, char *fix);

#endif
