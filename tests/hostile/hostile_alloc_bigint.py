x = 10**10**8
print(x > 0)
