Vida 30/30  precisión 95
El frío atenaza a Ива.
Vida 30/30 [frío:2]  precisión 91
Ива se enfría aún más (capas: 2).
Vida 30/30 [fríox2:2]  precisión 87
Ива se enfría aún más (capas: 3).
Vida 30/30 [fríox3:2]  precisión 83
Ива se enfría aún más (capas: 3).
Vida 30/30 [fríox3:2]  precisión 83
Ход 1
Vida 30/30 [fríox3:1]  precisión 83
Ход 2
Ива vuelve a entrar en calor.
Vida 30/30  precisión 95
