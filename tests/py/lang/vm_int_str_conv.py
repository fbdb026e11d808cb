print(int('42'), int('-7'), int('ff', 16), str(12), float('1.5'), int(' 3 '), bool(''), bool('0'))
