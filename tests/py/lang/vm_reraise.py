def f():
    try:
        raise ValueError('orig')
    except ValueError:
        print('handling')
        raise
try:
    f()
except ValueError as e:
    print('outer', e)
try:
    raise
except RuntimeError as e:
    print(e)
