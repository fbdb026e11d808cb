try:
    try:
        raise ValueError('a')
    except ValueError as e:
        raise e from e
except ValueError as e2:
    print('ok', e2.__cause__ is e2)
