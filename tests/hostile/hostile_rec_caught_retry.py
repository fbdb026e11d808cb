def f():
    try:
        f()
    except RecursionError:
        f()

f()
