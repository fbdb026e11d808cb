print('À¯')
