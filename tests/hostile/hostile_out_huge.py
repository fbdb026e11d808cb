print('x' * 10**8)
