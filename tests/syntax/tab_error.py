# expect: TabError line 4: inconsistent use of tabs and spaces in indentation
if x:
	a = 1
        b = 2
