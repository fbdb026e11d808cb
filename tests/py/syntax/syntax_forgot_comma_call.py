print('a' 'b' x)
