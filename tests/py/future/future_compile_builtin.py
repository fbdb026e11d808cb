code = compile("x = 6 * 7\nprint('inside', x)", "<mine>", "exec")
print(type(code).__name__)
ns = {}
exec(code, ns)
print(ns["x"])
e = compile("1 + 2 * 3", "<expr>", "eval")
print(eval(e))
print(eval(compile("y * 2", "<e>", "eval"), {"y": 21}))
for bad in [("(1 +", "<b>", "eval"), ("def f(:\n  pass", "<d>", "exec")]:
    try:
        compile(*bad)
    except SyntaxError as err:
        print(type(err).__name__, err.msg, err.filename, err.lineno, err.offset)
try:
    compile("x", "<f>", "run")
except ValueError as err:
    print(type(err).__name__, err)
try:
    compile(3, "<f>", "exec")
except TypeError as err:
    print(type(err).__name__, err)
