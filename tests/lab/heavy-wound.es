El veneno entra en la sangre de Ива.
Vida 14/40 [veneno:3]  precisión 95
Ход 1
El veneno quema a Ива (3).
Vida 11/40 [veneno:2]  precisión 95
Ход 2
El veneno quema a Ива (3).
Ива: ¡herida grave!
Vida 8/40 [veneno:1]  precisión 80
Ход 3
El veneno quema a Ива (3).
Ива se libra del veneno.
Vida 5/40  precisión 80
Vida 15/40  precisión 95
