print(str(10**5000))
