x = list(range(10**20))
