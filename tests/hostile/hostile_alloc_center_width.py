s = 'x'.center(2**40, '*')
print(len(s))
