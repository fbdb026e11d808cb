x = 1
y = 'café'
print(y)
