import string, importlib, threading, sys
f = string.Formatter()
print(f.format("{} + {} = {total:>5}", 1, 2, total=3))
print(f.format("{0.real}|{1[k]}|{2!r}|{3:{4}}", 3j, {"k": "v"}, "s", 3.14159, ".2f"))
print(list(f.parse("a{b!r:>3}c{{d}}{}{0[1].x}")))
class Upper(string.Formatter):
    def format_field(self, value, spec):
        return super().format_field(value, spec).upper()
print(Upper().format("{} and {x}", "abc", x="def"))
for bad in ["{", "}", "{0}{}", "a{0"]:
    try:
        f.format(bad, 1, 2)
    except ValueError as e:
        print("ValueError", e)
m = importlib.import_module("json")
print(m.dumps([1]), importlib.import_module("collections.abc").Mapping.__name__)
lock = threading.Lock()
with lock:
    print(lock.locked())
print(lock.locked(), lock.acquire(False), lock.acquire(False))
results = []
def work(n):
    results.append(n * n)
ts = [threading.Thread(target=work, args=(i,)) for i in range(3)]
for t in ts:
    t.start()
for t in ts:
    t.join()
print(sorted(results), threading.current_thread().name, threading.main_thread().name)
r = threading.RLock()
with r:
    with r:
        print("reentrant")
print("__pypy__" in sys.builtin_module_names, "sys" in sys.builtin_module_names)
class L(list):
    def __iter__(self):
        return iter([9, 9])
print(list(L([1, 2, 3])), [].__class__([*L([1])]), tuple(L([1])))
x = []
x.extend(L([1, 2]))
print(x)
