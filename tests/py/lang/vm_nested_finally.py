def f():
    try:
        try:
            return 'a'
        finally:
            print('inner')
    finally:
        print('outer')
print(f())
