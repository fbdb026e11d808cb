# except*: matching by type and tuple, unmatched rest re-raised, naked
# exceptions wrapped, raise inside a clause, compile-time errors

def run(f):
    try:
        f()
        print("no exception")
    except BaseException as e:
        print("escaped:", type(e).__name__, repr(e))
        return e

def t1():
    try:
        raise ExceptionGroup("eg", [ValueError(1), TypeError(2), ValueError(3)])
    except* ValueError as e:
        print("caught V", repr(e))
    except* TypeError as e:
        print("caught T", repr(e))
run(t1)

def t2():
    try:
        raise ExceptionGroup("eg", [ValueError(1), TypeError(2), KeyError(3)])
    except* ValueError as e:
        print("caught V", repr(e))
run(t2)

def t3():
    try:
        raise ValueError("naked")
    except* ValueError as e:
        print("wrapped", type(e).__name__, repr(e), repr(e.exceptions[0]))
run(t3)

def t4():
    try:
        raise KeyError("naked")
    except* ValueError as e:
        print("not here")
run(t4)

def t5():
    try:
        raise ExceptionGroup("eg", [ValueError(1), OSError(2), TypeError(3)])
    except* (ValueError, TypeError) as e:
        print("tuple", repr(e))
run(t5)

def t6():
    try:
        raise ExceptionGroup("eg", [ValueError(1), TypeError(2)])
    except* ValueError:
        raise
run(t6)

def t7():
    try:
        raise ExceptionGroup("eg", [ValueError(1), TypeError(2)])
    except* ValueError:
        raise RuntimeError("new")
e = run(t7)
print(repr(e.exceptions[0].__context__))

def t8():
    try:
        raise ExceptionGroup("eg", [ValueError(1), TypeError(2)])
    except* ValueError:
        raise RuntimeError("r1")
    except* TypeError:
        raise OSError("r2")
run(t8)

def t9():
    try:
        raise ValueError("naked")
    except* ValueError:
        raise
e = run(t9)

def t10():
    try:
        raise ValueError("naked")
    except* ValueError:
        raise KeyError("other")
e = run(t10)
print(repr(e.__context__))

def t11():
    try:
        try:
            raise ExceptionGroup("outer", [ValueError(1), ExceptionGroup("inner", [TypeError(2), ValueError(3)])])
        except* TypeError as e:
            print("inner handler", repr(e))
    except ExceptionGroup as g:
        print("rest", repr(g))
run(t11)

def t12():
    try:
        pass
    except* ValueError:
        print("no")
    else:
        print("else ran")
    finally:
        print("finally ran")
run(t12)

def t13():
    try:
        raise ExceptionGroup("eg", [ValueError(1)])
    except* int:
        pass
run(t13)

def t14():
    try:
        raise ExceptionGroup("eg", [ValueError(1)])
    except* ExceptionGroup:
        pass
run(t14)

def t15():
    for i in range(3):
        try:
            raise ExceptionGroup("eg", [ValueError(i)])
        except* ValueError as e:
            for j in range(5):
                if j == 1:
                    break
            print("loop", i, repr(e.exceptions[0]))
    try:
        e
    except NameError as x:
        print("NameError", x)
run(t15)

def t16():
    try:
        raise ExceptionGroup("eg", [ValueError(1), TypeError(2)])
    except* ValueError:
        print("handled V")
    except* Exception as e:
        print("rest is", repr(e))
run(t16)

def t17():
    try:
        raise BaseExceptionGroup("b", [KeyboardInterrupt(), ValueError(5)])
    except* KeyboardInterrupt as e:
        print("KI", repr(e))
run(t17)

for src in [
    "try:\n    pass\nexcept* ValueError:\n    pass\nexcept TypeError:\n    pass\n",
    "try:\n    pass\nexcept ValueError:\n    pass\nexcept* TypeError:\n    pass\n",
    "try:\n    pass\nexcept*:\n    pass\n",
    "for x in y:\n    try:\n        pass\n    except* ValueError:\n        break\n",
    "for x in y:\n    try:\n        pass\n    except* ValueError:\n        continue\n",
    "def f():\n    try:\n        pass\n    except* ValueError:\n        return 1\n",
    "def f():\n    try:\n        pass\n    except* ValueError:\n        return\n",
    "try:\n    pass\nexcept* ValueError, TypeError:\n    pass\n",
    "try:\n    pass\nexcept* (ValueError, TypeError) as e:\n    for i in x:\n        break\n",
]:
    try:
        compile(src, "<s>", "exec")
        print("compiled")
    except SyntaxError as e:
        print(type(e).__name__, e, e.lineno, e.offset, e.end_lineno, e.end_offset)
