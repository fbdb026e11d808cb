x = 1
print(f'{x!z}')
