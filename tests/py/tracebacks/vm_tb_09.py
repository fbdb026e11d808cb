data = [1, 2, 3]
total = sum(data) + data[5]
