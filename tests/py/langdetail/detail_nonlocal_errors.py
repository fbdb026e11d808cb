cases = [
 "def f():\n    nonlocal x\n",
 "nonlocal x\n",
 "def f():\n    x = 1\n    def g():\n        print(x)\n        nonlocal x\n",
 "def f():\n    x = 1\n    def g():\n        x = 2\n        nonlocal x\n",
 "def f(a):\n    nonlocal a\n",
 "def f():\n    global x\n    nonlocal x\n",
 "def f():\n    x = 1\n    def g():\n        global x\n        nonlocal x\n",
 "class C:\n    nonlocal x\n",
 "def f():\n    def g():\n        nonlocal y\n    y = 1\n",
 "def f():\n    print(x)\n    global x\n",
 "def f(a):\n    global a\n",
 "def f():\n    x: int = 1\n    global x\n",
]
for src in cases:
    try:
        compile(src, "<c>", "exec"); print("ok")
    except SyntaxError as e:
        print(e.msg, e.lineno, e.offset, e.end_offset)
def outer():
    def inner():
        return v
    try:
        inner()
    except NameError as e:
        print(type(e).__name__, e)
    v = 1
outer()
def outer2():
    def inner():
        nonlocal w
        w += 1
    w = 0
    del w
    try:
        inner()
    except NameError as e:
        print(type(e).__name__, e)
outer2()
def f3():
    print(q)
    q = 1
try: f3()
except UnboundLocalError as e: print(type(e).__name__, e)
