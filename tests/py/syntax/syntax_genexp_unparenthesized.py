sum(x for x in range(3), 1)
