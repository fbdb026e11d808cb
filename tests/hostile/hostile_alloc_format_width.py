print(len(format(1, '>3000000000')))
