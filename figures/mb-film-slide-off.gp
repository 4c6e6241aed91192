# Chapter 7: the filmstrip of slide-off.scene (figures/mb-film.gpi).
# data: mb-film-slide-off.txt
film = 'slide-off'
load 'figures/mb-film.gpi'
