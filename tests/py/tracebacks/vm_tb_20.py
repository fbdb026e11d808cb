a = [x * 2 for x in range(3) if x / 0]
