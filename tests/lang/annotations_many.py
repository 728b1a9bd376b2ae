# A def with more annotations than one tuple instruction takes (the dict path), and the
# __annotations__ dict made on first read is the same object afterwards (mutations stay).
def big(p0: int, p1: int, p2: int, p3: int, p4: int, p5: int, p6: int, p7: int, p8: int, p9: int, p10: int, p11: int, p12: int, p13: int, p14: int, p15: int, p16: int, p17: int, p18: int, p19: int, p20: int, p21: int, p22: int, p23: int, p24: int, p25: int, p26: int, p27: int, p28: int, p29: int, p30: int, p31: int, p32: int, p33: int, p34: int, p35: int, p36: int, p37: int, p38: int, p39: int, p40: int, p41: int, p42: int, p43: int, p44: int, p45: int, p46: int, p47: int, p48: int, p49: int, p50: int, p51: int, p52: int, p53: int, p54: int, p55: int, p56: int, p57: int, p58: int, p59: int, p60: int, p61: int, p62: int, p63: int, p64: int, p65: int, p66: int, p67: int, p68: int, p69: int, p70: int, p71: int, p72: int, p73: int, p74: int, p75: int, p76: int, p77: int, p78: int, p79: int, p80: int, p81: int, p82: int, p83: int, p84: int, p85: int, p86: int, p87: int, p88: int, p89: int, p90: int, p91: int, p92: int, p93: int, p94: int, p95: int, p96: int, p97: int, p98: int, p99: int, p100: int, p101: int, p102: int, p103: int, p104: int, p105: int, p106: int, p107: int, p108: int, p109: int, p110: int, p111: int, p112: int, p113: int, p114: int, p115: int, p116: int, p117: int, p118: int, p119: int, p120: int, p121: int, p122: int, p123: int, p124: int, p125: int, p126: int, p127: int, p128: int, p129: int) -> str: pass
a = big.__annotations__
print(len(a), list(a)[:3], list(a)[-2:], a["p7"])
def small(x: int): pass
small.__annotations__["y"] = 1
print(small.__annotations__)
small.__annotations__ = {"z": 2}
print(small.__annotations__)
