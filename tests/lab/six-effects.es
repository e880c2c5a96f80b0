El veneno entra en la sangre de Гоблин.
Vida 40/40 [veneno:3]
Vida 40/40 [veneno:5]
Гоблин sangra.
Vida 40/40 [veneno:5 sangre:3]
Гоблин sangra con más fuerza (heridas: 2).
Vida 40/40 [veneno:5 sangrex2:3]
Гоблин pierde el equilibrio.
Vida 40/40 [veneno:5 sangrex2:3 aturd:1]
Vida 40/40 [veneno:5 sangrex2:3 aturd:1]
