/* nb_stack.c — the C stack bound of the calling thread, for the recursion
 * guards: nb_stack_low() is true when less than a margin of stack is left,
 * so deep recursion (Python frames, calls through C, repr/compare of nested
 * data, the parser) ends in RecursionError before the stack runs out, in
 * any build (ASan and debug frames are several times larger) and on any
 * thread, whatever limit sys.setrecursionlimit was given.
 *
 * The bound is taken once per thread: natively from the thread's stack
 * (pthread_getattr_np: the main thread's reflects `ulimit -s`), in
 * Emscripten from the shadow stack (emscripten_stack_get_end); elsewhere
 * from the address of a local at the first check and RLIMIT_STACK. Stacks
 * grow down on every target. */
#if defined(__linux__) && !defined(_GNU_SOURCE)
#define _GNU_SOURCE
#endif
#include "nb.h"

#if defined(__EMSCRIPTEN__)
#include <emscripten/stack.h>
#elif defined(__linux__)
#include <pthread.h>
#else
#include <sys/resource.h>
#endif

/* the stack left unused below the bound: room for the code that runs
 * between two checks and for raising and printing the RecursionError */
#define MARGIN_MIN ((size_t)128 << 10)
#define MARGIN_MAX ((size_t)1 << 20)
#define FALLBACK_SIZE ((size_t)8 << 20)

static _Thread_local uintptr_t stack_bound;   /* 0 until measured */

static uintptr_t here(void)
{
#if defined(__EMSCRIPTEN__)
    return emscripten_stack_get_current();
#else
    return (uintptr_t)__builtin_frame_address(0);
#endif
}

static uintptr_t measure(void)
{
    uintptr_t lo = 0, hi = 0, cur = here();
#if defined(__EMSCRIPTEN__)
    lo = emscripten_stack_get_end();
    hi = emscripten_stack_get_base();
#elif defined(__linux__)
    pthread_attr_t a;
    if (pthread_getattr_np(pthread_self(), &a) == 0) {
        void *addr;
        size_t size;
        if (pthread_attr_getstack(&a, &addr, &size) == 0) {
            lo = (uintptr_t)addr;
            hi = lo + size;
        }
        pthread_attr_destroy(&a);
    }
#else
    struct rlimit rl;
    size_t size = FALLBACK_SIZE;
    if (getrlimit(RLIMIT_STACK, &rl) == 0 && rl.rlim_cur != RLIM_INFINITY && rl.rlim_cur < SIZE_MAX)
        size = (size_t)rl.rlim_cur;
    hi = cur;
    lo = cur > size ? cur - size : 0;
#endif
    if (!(lo < cur && cur <= hi)) {   /* not measurable: assume 8 MiB from here */
        hi = cur;
        lo = cur > FALLBACK_SIZE ? cur - FALLBACK_SIZE : 0;
    }
    size_t margin = (hi - lo) / 8;
    margin = margin < MARGIN_MIN ? MARGIN_MIN : margin > MARGIN_MAX ? MARGIN_MAX : margin;
    return lo + margin < cur ? lo + margin : cur;
}

bool nb_stack_low(void)
{
    if (!stack_bound)
        stack_bound = measure();
    return here() < stack_bound;
}
