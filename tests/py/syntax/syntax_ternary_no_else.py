y = 1 if True
