while True:
    try:
        print('y' * 100000)
    except BaseException:
        pass
