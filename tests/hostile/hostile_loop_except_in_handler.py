while True:
    try:
        raise ValueError
    except BaseException as e:
        try:
            raise
        except BaseException:
            pass
