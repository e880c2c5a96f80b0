Гоблин rasguña a Iva (2).
Iva se prepara para esquivar.
Гоблин rasguña a Iva (2).
Гоблин rasguña a Iva (2).
Гоблин rasguña a Iva (2).
Гоблин rasguña a Iva (2).
Гоблин rasguña a Iva (2).
Iva esquiva el golpe.
Vida 28/40 [esquiva:5]
¡La furia consume a Гоблин!
Iva esquiva el golpe.
fuerza 9, defensa 2, velocidad 120
Iva golpea a Гоблин (4).
Iva corta a Гоблин (11).
Гоблин sangra.
Vida 15/30 [furia:999 sangrex3:3]
Гоблин muere.
fuerza 9, defensa 4, agilidad 13, precisión 101, velocidad 100
