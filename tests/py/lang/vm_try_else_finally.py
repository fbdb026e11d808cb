def f(x):
    try:
        r = 10 / x
    except ZeroDivisionError:
        return 'div0'
    else:
        return f'ok {r}'
    finally:
        print('cleanup', x)
print(f(2)); print(f(0))
