# CPython's SyntaxErrors for bad type parameter lists
srcs = [
    "class C[T, T]: pass",
    "def f[T = int, U](): pass",
    "class C[]: pass",
    "def f[*Ts: int](): pass",
    "def f[**P: int](): pass",
    "type X[T, T] = int",
    "def f[T, **T](): pass",
    "type X[T = int, U] = T",
    "class C[T: int = str, *Ts = *tuple[int]]: pass",
    "def f[T](x: T = 1) -> T: return x",
    "type X = int",
    "type X[T,] = list[T]",
]
for s in srcs:
    try:
        compile(s, "<s>", "exec")
        print("ok", s)
    except SyntaxError as e:
        print(type(e).__name__, e.msg, e.lineno)
