x = 1
if x == 1:
    raise ValueError
