while True:
    try:
        while True:
            try:
                pass
            except BaseException:
                pass
    except BaseException:
        continue
