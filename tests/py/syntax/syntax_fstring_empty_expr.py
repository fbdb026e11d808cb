print(f'{}')
