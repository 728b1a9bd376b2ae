# A repeat count past the largest size is struct.error "total struct size too long", not a
# crash or a huge allocation.
import struct
for fmt in ['99999999999999999999999999q', '9223372036854775807q', '4611686018427387904s2s']:
    try:
        struct.calcsize(fmt)
    except struct.error as e:
        print(fmt[:6], e)
    try:
        struct.pack(fmt)
    except struct.error as e:
        print(fmt[:6], e)
