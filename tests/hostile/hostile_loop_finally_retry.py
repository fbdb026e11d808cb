def f():
    while True:
        try:
            while True:
                pass
        finally:
            continue
f()
