El veneno entra en la sangre de Ива.
Ива empieza a recuperarse.
Ход 1
El veneno quema a Ива (2).
Ива se recupera (+1).
Vida 19/20 [veneno:2 regen:1]
Ход 2
El veneno quema a Ива (2).
Ива se recupera (+1).
Ива deja de regenerarse.
Vida 18/20 [veneno:1]
Ход 3
El veneno quema a Ива (2).
Ива se libra del veneno.
Vida 16/20
