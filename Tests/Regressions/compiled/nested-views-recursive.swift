import SwiftUI

/// A view that contains itself, in a ViewThatFits.
struct RecA: View {
    var body: some View {
        ViewThatFits {
            RecA()
            Text("a")
        }
    }
}

/// Stacks nested seven deep, three children a level: more than 100 KB.
struct Nested: View {
    var body: some View {
        HStack {
            VStack {
                HStack {
                    VStack {
                        HStack {
                            VStack {
                                HStack {
                                    Text("leaf 1")
                                    Text("leaf 2")
                                    Text("leaf 3")
                                }
                                HStack {
                                    Text("leaf 4")
                                    Text("leaf 5")
                                    Text("leaf 6")
                                }
                                HStack {
                                    Text("leaf 7")
                                    Text("leaf 8")
                                    Text("leaf 9")
                                }
                            }
                            VStack {
                                HStack {
                                    Text("leaf 10")
                                    Text("leaf 11")
                                    Text("leaf 12")
                                }
                                HStack {
                                    Text("leaf 13")
                                    Text("leaf 14")
                                    Text("leaf 15")
                                }
                                HStack {
                                    Text("leaf 16")
                                    Text("leaf 17")
                                    Text("leaf 18")
                                }
                            }
                            VStack {
                                HStack {
                                    Text("leaf 19")
                                    Text("leaf 20")
                                    Text("leaf 21")
                                }
                                HStack {
                                    Text("leaf 22")
                                    Text("leaf 23")
                                    Text("leaf 24")
                                }
                                HStack {
                                    Text("leaf 25")
                                    Text("leaf 26")
                                    Text("leaf 27")
                                }
                            }
                        }
                        HStack {
                            VStack {
                                HStack {
                                    Text("leaf 28")
                                    Text("leaf 29")
                                    Text("leaf 30")
                                }
                                HStack {
                                    Text("leaf 31")
                                    Text("leaf 32")
                                    Text("leaf 33")
                                }
                                HStack {
                                    Text("leaf 34")
                                    Text("leaf 35")
                                    Text("leaf 36")
                                }
                            }
                            VStack {
                                HStack {
                                    Text("leaf 37")
                                    Text("leaf 38")
                                    Text("leaf 39")
                                }
                                HStack {
                                    Text("leaf 40")
                                    Text("leaf 41")
                                    Text("leaf 42")
                                }
                                HStack {
                                    Text("leaf 43")
                                    Text("leaf 44")
                                    Text("leaf 45")
                                }
                            }
                            VStack {
                                HStack {
                                    Text("leaf 46")
                                    Text("leaf 47")
                                    Text("leaf 48")
                                }
                                HStack {
                                    Text("leaf 49")
                                    Text("leaf 50")
                                    Text("leaf 51")
                                }
                                HStack {
                                    Text("leaf 52")
                                    Text("leaf 53")
                                    Text("leaf 54")
                                }
                            }
                        }
                        HStack {
                            VStack {
                                HStack {
                                    Text("leaf 55")
                                    Text("leaf 56")
                                    Text("leaf 57")
                                }
                                HStack {
                                    Text("leaf 58")
                                    Text("leaf 59")
                                    Text("leaf 60")
                                }
                                HStack {
                                    Text("leaf 61")
                                    Text("leaf 62")
                                    Text("leaf 63")
                                }
                            }
                            VStack {
                                HStack {
                                    Text("leaf 64")
                                    Text("leaf 65")
                                    Text("leaf 66")
                                }
                                HStack {
                                    Text("leaf 67")
                                    Text("leaf 68")
                                    Text("leaf 69")
                                }
                                HStack {
                                    Text("leaf 70")
                                    Text("leaf 71")
                                    Text("leaf 72")
                                }
                            }
                            VStack {
                                HStack {
                                    Text("leaf 73")
                                    Text("leaf 74")
                                    Text("leaf 75")
                                }
                                HStack {
                                    Text("leaf 76")
                                    Text("leaf 77")
                                    Text("leaf 78")
                                }
                                HStack {
                                    Text("leaf 79")
                                    Text("leaf 80")
                                    Text("leaf 81")
                                }
                            }
                        }
                    }
                    VStack {
                        HStack {
                            VStack {
                                HStack {
                                    Text("leaf 82")
                                    Text("leaf 83")
                                    Text("leaf 84")
                                }
                                HStack {
                                    Text("leaf 85")
                                    Text("leaf 86")
                                    Text("leaf 87")
                                }
                                HStack {
                                    Text("leaf 88")
                                    Text("leaf 89")
                                    Text("leaf 90")
                                }
                            }
                            VStack {
                                HStack {
                                    Text("leaf 91")
                                    Text("leaf 92")
                                    Text("leaf 93")
                                }
                                HStack {
                                    Text("leaf 94")
                                    Text("leaf 95")
                                    Text("leaf 96")
                                }
                                HStack {
                                    Text("leaf 97")
                                    Text("leaf 98")
                                    Text("leaf 99")
                                }
                            }
                            VStack {
                                HStack {
                                    Text("leaf 100")
                                    Text("leaf 101")
                                    Text("leaf 102")
                                }
                                HStack {
                                    Text("leaf 103")
                                    Text("leaf 104")
                                    Text("leaf 105")
                                }
                                HStack {
                                    Text("leaf 106")
                                    Text("leaf 107")
                                    Text("leaf 108")
                                }
                            }
                        }
                        HStack {
                            VStack {
                                HStack {
                                    Text("leaf 109")
                                    Text("leaf 110")
                                    Text("leaf 111")
                                }
                                HStack {
                                    Text("leaf 112")
                                    Text("leaf 113")
                                    Text("leaf 114")
                                }
                                HStack {
                                    Text("leaf 115")
                                    Text("leaf 116")
                                    Text("leaf 117")
                                }
                            }
                            VStack {
                                HStack {
                                    Text("leaf 118")
                                    Text("leaf 119")
                                    Text("leaf 120")
                                }
                                HStack {
                                    Text("leaf 121")
                                    Text("leaf 122")
                                    Text("leaf 123")
                                }
                                HStack {
                                    Text("leaf 124")
                                    Text("leaf 125")
                                    Text("leaf 126")
                                }
                            }
                            VStack {
                                HStack {
                                    Text("leaf 127")
                                    Text("leaf 128")
                                    Text("leaf 129")
                                }
                                HStack {
                                    Text("leaf 130")
                                    Text("leaf 131")
                                    Text("leaf 132")
                                }
                                HStack {
                                    Text("leaf 133")
                                    Text("leaf 134")
                                    Text("leaf 135")
                                }
                            }
                        }
                        HStack {
                            VStack {
                                HStack {
                                    Text("leaf 136")
                                    Text("leaf 137")
                                    Text("leaf 138")
                                }
                                HStack {
                                    Text("leaf 139")
                                    Text("leaf 140")
                                    Text("leaf 141")
                                }
                                HStack {
                                    Text("leaf 142")
                                    Text("leaf 143")
                                    Text("leaf 144")
                                }
                            }
                            VStack {
                                HStack {
                                    Text("leaf 145")
                                    Text("leaf 146")
                                    Text("leaf 147")
                                }
                                HStack {
                                    Text("leaf 148")
                                    Text("leaf 149")
                                    Text("leaf 150")
                                }
                                HStack {
                                    Text("leaf 151")
                                    Text("leaf 152")
                                    Text("leaf 153")
                                }
                            }
                            VStack {
                                HStack {
                                    Text("leaf 154")
                                    Text("leaf 155")
                                    Text("leaf 156")
                                }
                                HStack {
                                    Text("leaf 157")
                                    Text("leaf 158")
                                    Text("leaf 159")
                                }
                                HStack {
                                    Text("leaf 160")
                                    Text("leaf 161")
                                    Text("leaf 162")
                                }
                            }
                        }
                    }
                    VStack {
                        HStack {
                            VStack {
                                HStack {
                                    Text("leaf 163")
                                    Text("leaf 164")
                                    Text("leaf 165")
                                }
                                HStack {
                                    Text("leaf 166")
                                    Text("leaf 167")
                                    Text("leaf 168")
                                }
                                HStack {
                                    Text("leaf 169")
                                    Text("leaf 170")
                                    Text("leaf 171")
                                }
                            }
                            VStack {
                                HStack {
                                    Text("leaf 172")
                                    Text("leaf 173")
                                    Text("leaf 174")
                                }
                                HStack {
                                    Text("leaf 175")
                                    Text("leaf 176")
                                    Text("leaf 177")
                                }
                                HStack {
                                    Text("leaf 178")
                                    Text("leaf 179")
                                    Text("leaf 180")
                                }
                            }
                            VStack {
                                HStack {
                                    Text("leaf 181")
                                    Text("leaf 182")
                                    Text("leaf 183")
                                }
                                HStack {
                                    Text("leaf 184")
                                    Text("leaf 185")
                                    Text("leaf 186")
                                }
                                HStack {
                                    Text("leaf 187")
                                    Text("leaf 188")
                                    Text("leaf 189")
                                }
                            }
                        }
                        HStack {
                            VStack {
                                HStack {
                                    Text("leaf 190")
                                    Text("leaf 191")
                                    Text("leaf 192")
                                }
                                HStack {
                                    Text("leaf 193")
                                    Text("leaf 194")
                                    Text("leaf 195")
                                }
                                HStack {
                                    Text("leaf 196")
                                    Text("leaf 197")
                                    Text("leaf 198")
                                }
                            }
                            VStack {
                                HStack {
                                    Text("leaf 199")
                                    Text("leaf 200")
                                    Text("leaf 201")
                                }
                                HStack {
                                    Text("leaf 202")
                                    Text("leaf 203")
                                    Text("leaf 204")
                                }
                                HStack {
                                    Text("leaf 205")
                                    Text("leaf 206")
                                    Text("leaf 207")
                                }
                            }
                            VStack {
                                HStack {
                                    Text("leaf 208")
                                    Text("leaf 209")
                                    Text("leaf 210")
                                }
                                HStack {
                                    Text("leaf 211")
                                    Text("leaf 212")
                                    Text("leaf 213")
                                }
                                HStack {
                                    Text("leaf 214")
                                    Text("leaf 215")
                                    Text("leaf 216")
                                }
                            }
                        }
                        HStack {
                            VStack {
                                HStack {
                                    Text("leaf 217")
                                    Text("leaf 218")
                                    Text("leaf 219")
                                }
                                HStack {
                                    Text("leaf 220")
                                    Text("leaf 221")
                                    Text("leaf 222")
                                }
                                HStack {
                                    Text("leaf 223")
                                    Text("leaf 224")
                                    Text("leaf 225")
                                }
                            }
                            VStack {
                                HStack {
                                    Text("leaf 226")
                                    Text("leaf 227")
                                    Text("leaf 228")
                                }
                                HStack {
                                    Text("leaf 229")
                                    Text("leaf 230")
                                    Text("leaf 231")
                                }
                                HStack {
                                    Text("leaf 232")
                                    Text("leaf 233")
                                    Text("leaf 234")
                                }
                            }
                            VStack {
                                HStack {
                                    Text("leaf 235")
                                    Text("leaf 236")
                                    Text("leaf 237")
                                }
                                HStack {
                                    Text("leaf 238")
                                    Text("leaf 239")
                                    Text("leaf 240")
                                }
                                HStack {
                                    Text("leaf 241")
                                    Text("leaf 242")
                                    Text("leaf 243")
                                }
                            }
                        }
                    }
                }
                HStack {
                    VStack {
                        HStack {
                            VStack {
                                HStack {
                                    Text("leaf 244")
                                    Text("leaf 245")
                                    Text("leaf 246")
                                }
                                HStack {
                                    Text("leaf 247")
                                    Text("leaf 248")
                                    Text("leaf 249")
                                }
                                HStack {
                                    Text("leaf 250")
                                    Text("leaf 251")
                                    Text("leaf 252")
                                }
                            }
                            VStack {
                                HStack {
                                    Text("leaf 253")
                                    Text("leaf 254")
                                    Text("leaf 255")
                                }
                                HStack {
                                    Text("leaf 256")
                                    Text("leaf 257")
                                    Text("leaf 258")
                                }
                                HStack {
                                    Text("leaf 259")
                                    Text("leaf 260")
                                    Text("leaf 261")
                                }
                            }
                            VStack {
                                HStack {
                                    Text("leaf 262")
                                    Text("leaf 263")
                                    Text("leaf 264")
                                }
                                HStack {
                                    Text("leaf 265")
                                    Text("leaf 266")
                                    Text("leaf 267")
                                }
                                HStack {
                                    Text("leaf 268")
                                    Text("leaf 269")
                                    Text("leaf 270")
                                }
                            }
                        }
                        HStack {
                            VStack {
                                HStack {
                                    Text("leaf 271")
                                    Text("leaf 272")
                                    Text("leaf 273")
                                }
                                HStack {
                                    Text("leaf 274")
                                    Text("leaf 275")
                                    Text("leaf 276")
                                }
                                HStack {
                                    Text("leaf 277")
                                    Text("leaf 278")
                                    Text("leaf 279")
                                }
                            }
                            VStack {
                                HStack {
                                    Text("leaf 280")
                                    Text("leaf 281")
                                    Text("leaf 282")
                                }
                                HStack {
                                    Text("leaf 283")
                                    Text("leaf 284")
                                    Text("leaf 285")
                                }
                                HStack {
                                    Text("leaf 286")
                                    Text("leaf 287")
                                    Text("leaf 288")
                                }
                            }
                            VStack {
                                HStack {
                                    Text("leaf 289")
                                    Text("leaf 290")
                                    Text("leaf 291")
                                }
                                HStack {
                                    Text("leaf 292")
                                    Text("leaf 293")
                                    Text("leaf 294")
                                }
                                HStack {
                                    Text("leaf 295")
                                    Text("leaf 296")
                                    Text("leaf 297")
                                }
                            }
                        }
                        HStack {
                            VStack {
                                HStack {
                                    Text("leaf 298")
                                    Text("leaf 299")
                                    Text("leaf 300")
                                }
                                HStack {
                                    Text("leaf 301")
                                    Text("leaf 302")
                                    Text("leaf 303")
                                }
                                HStack {
                                    Text("leaf 304")
                                    Text("leaf 305")
                                    Text("leaf 306")
                                }
                            }
                            VStack {
                                HStack {
                                    Text("leaf 307")
                                    Text("leaf 308")
                                    Text("leaf 309")
                                }
                                HStack {
                                    Text("leaf 310")
                                    Text("leaf 311")
                                    Text("leaf 312")
                                }
                                HStack {
                                    Text("leaf 313")
                                    Text("leaf 314")
                                    Text("leaf 315")
                                }
                            }
                            VStack {
                                HStack {
                                    Text("leaf 316")
                                    Text("leaf 317")
                                    Text("leaf 318")
                                }
                                HStack {
                                    Text("leaf 319")
                                    Text("leaf 320")
                                    Text("leaf 321")
                                }
                                HStack {
                                    Text("leaf 322")
                                    Text("leaf 323")
                                    Text("leaf 324")
                                }
                            }
                        }
                    }
                    VStack {
                        HStack {
                            VStack {
                                HStack {
                                    Text("leaf 325")
                                    Text("leaf 326")
                                    Text("leaf 327")
                                }
                                HStack {
                                    Text("leaf 328")
                                    Text("leaf 329")
                                    Text("leaf 330")
                                }
                                HStack {
                                    Text("leaf 331")
                                    Text("leaf 332")
                                    Text("leaf 333")
                                }
                            }
                            VStack {
                                HStack {
                                    Text("leaf 334")
                                    Text("leaf 335")
                                    Text("leaf 336")
                                }
                                HStack {
                                    Text("leaf 337")
                                    Text("leaf 338")
                                    Text("leaf 339")
                                }
                                HStack {
                                    Text("leaf 340")
                                    Text("leaf 341")
                                    Text("leaf 342")
                                }
                            }
                            VStack {
                                HStack {
                                    Text("leaf 343")
                                    Text("leaf 344")
                                    Text("leaf 345")
                                }
                                HStack {
                                    Text("leaf 346")
                                    Text("leaf 347")
                                    Text("leaf 348")
                                }
                                HStack {
                                    Text("leaf 349")
                                    Text("leaf 350")
                                    Text("leaf 351")
                                }
                            }
                        }
                        HStack {
                            VStack {
                                HStack {
                                    Text("leaf 352")
                                    Text("leaf 353")
                                    Text("leaf 354")
                                }
                                HStack {
                                    Text("leaf 355")
                                    Text("leaf 356")
                                    Text("leaf 357")
                                }
                                HStack {
                                    Text("leaf 358")
                                    Text("leaf 359")
                                    Text("leaf 360")
                                }
                            }
                            VStack {
                                HStack {
                                    Text("leaf 361")
                                    Text("leaf 362")
                                    Text("leaf 363")
                                }
                                HStack {
                                    Text("leaf 364")
                                    Text("leaf 365")
                                    Text("leaf 366")
                                }
                                HStack {
                                    Text("leaf 367")
                                    Text("leaf 368")
                                    Text("leaf 369")
                                }
                            }
                            VStack {
                                HStack {
                                    Text("leaf 370")
                                    Text("leaf 371")
                                    Text("leaf 372")
                                }
                                HStack {
                                    Text("leaf 373")
                                    Text("leaf 374")
                                    Text("leaf 375")
                                }
                                HStack {
                                    Text("leaf 376")
                                    Text("leaf 377")
                                    Text("leaf 378")
                                }
                            }
                        }
                        HStack {
                            VStack {
                                HStack {
                                    Text("leaf 379")
                                    Text("leaf 380")
                                    Text("leaf 381")
                                }
                                HStack {
                                    Text("leaf 382")
                                    Text("leaf 383")
                                    Text("leaf 384")
                                }
                                HStack {
                                    Text("leaf 385")
                                    Text("leaf 386")
                                    Text("leaf 387")
                                }
                            }
                            VStack {
                                HStack {
                                    Text("leaf 388")
                                    Text("leaf 389")
                                    Text("leaf 390")
                                }
                                HStack {
                                    Text("leaf 391")
                                    Text("leaf 392")
                                    Text("leaf 393")
                                }
                                HStack {
                                    Text("leaf 394")
                                    Text("leaf 395")
                                    Text("leaf 396")
                                }
                            }
                            VStack {
                                HStack {
                                    Text("leaf 397")
                                    Text("leaf 398")
                                    Text("leaf 399")
                                }
                                HStack {
                                    Text("leaf 400")
                                    Text("leaf 401")
                                    Text("leaf 402")
                                }
                                HStack {
                                    Text("leaf 403")
                                    Text("leaf 404")
                                    Text("leaf 405")
                                }
                            }
                        }
                    }
                    VStack {
                        HStack {
                            VStack {
                                HStack {
                                    Text("leaf 406")
                                    Text("leaf 407")
                                    Text("leaf 408")
                                }
                                HStack {
                                    Text("leaf 409")
                                    Text("leaf 410")
                                    Text("leaf 411")
                                }
                                HStack {
                                    Text("leaf 412")
                                    Text("leaf 413")
                                    Text("leaf 414")
                                }
                            }
                            VStack {
                                HStack {
                                    Text("leaf 415")
                                    Text("leaf 416")
                                    Text("leaf 417")
                                }
                                HStack {
                                    Text("leaf 418")
                                    Text("leaf 419")
                                    Text("leaf 420")
                                }
                                HStack {
                                    Text("leaf 421")
                                    Text("leaf 422")
                                    Text("leaf 423")
                                }
                            }
                            VStack {
                                HStack {
                                    Text("leaf 424")
                                    Text("leaf 425")
                                    Text("leaf 426")
                                }
                                HStack {
                                    Text("leaf 427")
                                    Text("leaf 428")
                                    Text("leaf 429")
                                }
                                HStack {
                                    Text("leaf 430")
                                    Text("leaf 431")
                                    Text("leaf 432")
                                }
                            }
                        }
                        HStack {
                            VStack {
                                HStack {
                                    Text("leaf 433")
                                    Text("leaf 434")
                                    Text("leaf 435")
                                }
                                HStack {
                                    Text("leaf 436")
                                    Text("leaf 437")
                                    Text("leaf 438")
                                }
                                HStack {
                                    Text("leaf 439")
                                    Text("leaf 440")
                                    Text("leaf 441")
                                }
                            }
                            VStack {
                                HStack {
                                    Text("leaf 442")
                                    Text("leaf 443")
                                    Text("leaf 444")
                                }
                                HStack {
                                    Text("leaf 445")
                                    Text("leaf 446")
                                    Text("leaf 447")
                                }
                                HStack {
                                    Text("leaf 448")
                                    Text("leaf 449")
                                    Text("leaf 450")
                                }
                            }
                            VStack {
                                HStack {
                                    Text("leaf 451")
                                    Text("leaf 452")
                                    Text("leaf 453")
                                }
                                HStack {
                                    Text("leaf 454")
                                    Text("leaf 455")
                                    Text("leaf 456")
                                }
                                HStack {
                                    Text("leaf 457")
                                    Text("leaf 458")
                                    Text("leaf 459")
                                }
                            }
                        }
                        HStack {
                            VStack {
                                HStack {
                                    Text("leaf 460")
                                    Text("leaf 461")
                                    Text("leaf 462")
                                }
                                HStack {
                                    Text("leaf 463")
                                    Text("leaf 464")
                                    Text("leaf 465")
                                }
                                HStack {
                                    Text("leaf 466")
                                    Text("leaf 467")
                                    Text("leaf 468")
                                }
                            }
                            VStack {
                                HStack {
                                    Text("leaf 469")
                                    Text("leaf 470")
                                    Text("leaf 471")
                                }
                                HStack {
                                    Text("leaf 472")
                                    Text("leaf 473")
                                    Text("leaf 474")
                                }
                                HStack {
                                    Text("leaf 475")
                                    Text("leaf 476")
                                    Text("leaf 477")
                                }
                            }
                            VStack {
                                HStack {
                                    Text("leaf 478")
                                    Text("leaf 479")
                                    Text("leaf 480")
                                }
                                HStack {
                                    Text("leaf 481")
                                    Text("leaf 482")
                                    Text("leaf 483")
                                }
                                HStack {
                                    Text("leaf 484")
                                    Text("leaf 485")
                                    Text("leaf 486")
                                }
                            }
                        }
                    }
                }
                HStack {
                    VStack {
                        HStack {
                            VStack {
                                HStack {
                                    Text("leaf 487")
                                    Text("leaf 488")
                                    Text("leaf 489")
                                }
                                HStack {
                                    Text("leaf 490")
                                    Text("leaf 491")
                                    Text("leaf 492")
                                }
                                HStack {
                                    Text("leaf 493")
                                    Text("leaf 494")
                                    Text("leaf 495")
                                }
                            }
                            VStack {
                                HStack {
                                    Text("leaf 496")
                                    Text("leaf 497")
                                    Text("leaf 498")
                                }
                                HStack {
                                    Text("leaf 499")
                                    RecA()
                                    Text("leaf 501")
                                }
                                HStack {
                                    Text("leaf 502")
                                    Text("leaf 503")
                                    Text("leaf 504")
                                }
                            }
                            VStack {
                                HStack {
                                    Text("leaf 505")
                                    Text("leaf 506")
                                    Text("leaf 507")
                                }
                                HStack {
                                    Text("leaf 508")
                                    Text("leaf 509")
                                    Text("leaf 510")
                                }
                                HStack {
                                    Text("leaf 511")
                                    Text("leaf 512")
                                    Text("leaf 513")
                                }
                            }
                        }
                        HStack {
                            VStack {
                                HStack {
                                    Text("leaf 514")
                                    Text("leaf 515")
                                    Text("leaf 516")
                                }
                                HStack {
                                    Text("leaf 517")
                                    Text("leaf 518")
                                    Text("leaf 519")
                                }
                                HStack {
                                    Text("leaf 520")
                                    Text("leaf 521")
                                    Text("leaf 522")
                                }
                            }
                            VStack {
                                HStack {
                                    Text("leaf 523")
                                    Text("leaf 524")
                                    Text("leaf 525")
                                }
                                HStack {
                                    Text("leaf 526")
                                    Text("leaf 527")
                                    Text("leaf 528")
                                }
                                HStack {
                                    Text("leaf 529")
                                    Text("leaf 530")
                                    Text("leaf 531")
                                }
                            }
                            VStack {
                                HStack {
                                    Text("leaf 532")
                                    Text("leaf 533")
                                    Text("leaf 534")
                                }
                                HStack {
                                    Text("leaf 535")
                                    Text("leaf 536")
                                    Text("leaf 537")
                                }
                                HStack {
                                    Text("leaf 538")
                                    Text("leaf 539")
                                    Text("leaf 540")
                                }
                            }
                        }
                        HStack {
                            VStack {
                                HStack {
                                    Text("leaf 541")
                                    Text("leaf 542")
                                    Text("leaf 543")
                                }
                                HStack {
                                    Text("leaf 544")
                                    Text("leaf 545")
                                    Text("leaf 546")
                                }
                                HStack {
                                    Text("leaf 547")
                                    Text("leaf 548")
                                    Text("leaf 549")
                                }
                            }
                            VStack {
                                HStack {
                                    Text("leaf 550")
                                    Text("leaf 551")
                                    Text("leaf 552")
                                }
                                HStack {
                                    Text("leaf 553")
                                    Text("leaf 554")
                                    Text("leaf 555")
                                }
                                HStack {
                                    Text("leaf 556")
                                    Text("leaf 557")
                                    Text("leaf 558")
                                }
                            }
                            VStack {
                                HStack {
                                    Text("leaf 559")
                                    Text("leaf 560")
                                    Text("leaf 561")
                                }
                                HStack {
                                    Text("leaf 562")
                                    Text("leaf 563")
                                    Text("leaf 564")
                                }
                                HStack {
                                    Text("leaf 565")
                                    Text("leaf 566")
                                    Text("leaf 567")
                                }
                            }
                        }
                    }
                    VStack {
                        HStack {
                            VStack {
                                HStack {
                                    Text("leaf 568")
                                    Text("leaf 569")
                                    Text("leaf 570")
                                }
                                HStack {
                                    Text("leaf 571")
                                    Text("leaf 572")
                                    Text("leaf 573")
                                }
                                HStack {
                                    Text("leaf 574")
                                    Text("leaf 575")
                                    Text("leaf 576")
                                }
                            }
                            VStack {
                                HStack {
                                    Text("leaf 577")
                                    Text("leaf 578")
                                    Text("leaf 579")
                                }
                                HStack {
                                    Text("leaf 580")
                                    Text("leaf 581")
                                    Text("leaf 582")
                                }
                                HStack {
                                    Text("leaf 583")
                                    Text("leaf 584")
                                    Text("leaf 585")
                                }
                            }
                            VStack {
                                HStack {
                                    Text("leaf 586")
                                    Text("leaf 587")
                                    Text("leaf 588")
                                }
                                HStack {
                                    Text("leaf 589")
                                    Text("leaf 590")
                                    Text("leaf 591")
                                }
                                HStack {
                                    Text("leaf 592")
                                    Text("leaf 593")
                                    Text("leaf 594")
                                }
                            }
                        }
                        HStack {
                            VStack {
                                HStack {
                                    Text("leaf 595")
                                    Text("leaf 596")
                                    Text("leaf 597")
                                }
                                HStack {
                                    Text("leaf 598")
                                    Text("leaf 599")
                                    Text("leaf 600")
                                }
                                HStack {
                                    Text("leaf 601")
                                    Text("leaf 602")
                                    Text("leaf 603")
                                }
                            }
                            VStack {
                                HStack {
                                    Text("leaf 604")
                                    Text("leaf 605")
                                    Text("leaf 606")
                                }
                                HStack {
                                    Text("leaf 607")
                                    Text("leaf 608")
                                    Text("leaf 609")
                                }
                                HStack {
                                    Text("leaf 610")
                                    Text("leaf 611")
                                    Text("leaf 612")
                                }
                            }
                            VStack {
                                HStack {
                                    Text("leaf 613")
                                    Text("leaf 614")
                                    Text("leaf 615")
                                }
                                HStack {
                                    Text("leaf 616")
                                    Text("leaf 617")
                                    Text("leaf 618")
                                }
                                HStack {
                                    Text("leaf 619")
                                    Text("leaf 620")
                                    Text("leaf 621")
                                }
                            }
                        }
                        HStack {
                            VStack {
                                HStack {
                                    Text("leaf 622")
                                    Text("leaf 623")
                                    Text("leaf 624")
                                }
                                HStack {
                                    Text("leaf 625")
                                    Text("leaf 626")
                                    Text("leaf 627")
                                }
                                HStack {
                                    Text("leaf 628")
                                    Text("leaf 629")
                                    Text("leaf 630")
                                }
                            }
                            VStack {
                                HStack {
                                    Text("leaf 631")
                                    Text("leaf 632")
                                    Text("leaf 633")
                                }
                                HStack {
                                    Text("leaf 634")
                                    Text("leaf 635")
                                    Text("leaf 636")
                                }
                                HStack {
                                    Text("leaf 637")
                                    Text("leaf 638")
                                    Text("leaf 639")
                                }
                            }
                            VStack {
                                HStack {
                                    Text("leaf 640")
                                    Text("leaf 641")
                                    Text("leaf 642")
                                }
                                HStack {
                                    Text("leaf 643")
                                    Text("leaf 644")
                                    Text("leaf 645")
                                }
                                HStack {
                                    Text("leaf 646")
                                    Text("leaf 647")
                                    Text("leaf 648")
                                }
                            }
                        }
                    }
                    VStack {
                        HStack {
                            VStack {
                                HStack {
                                    Text("leaf 649")
                                    Text("leaf 650")
                                    Text("leaf 651")
                                }
                                HStack {
                                    Text("leaf 652")
                                    Text("leaf 653")
                                    Text("leaf 654")
                                }
                                HStack {
                                    Text("leaf 655")
                                    Text("leaf 656")
                                    Text("leaf 657")
                                }
                            }
                            VStack {
                                HStack {
                                    Text("leaf 658")
                                    Text("leaf 659")
                                    Text("leaf 660")
                                }
                                HStack {
                                    Text("leaf 661")
                                    Text("leaf 662")
                                    Text("leaf 663")
                                }
                                HStack {
                                    Text("leaf 664")
                                    Text("leaf 665")
                                    Text("leaf 666")
                                }
                            }
                            VStack {
                                HStack {
                                    Text("leaf 667")
                                    Text("leaf 668")
                                    Text("leaf 669")
                                }
                                HStack {
                                    Text("leaf 670")
                                    Text("leaf 671")
                                    Text("leaf 672")
                                }
                                HStack {
                                    Text("leaf 673")
                                    Text("leaf 674")
                                    Text("leaf 675")
                                }
                            }
                        }
                        HStack {
                            VStack {
                                HStack {
                                    Text("leaf 676")
                                    Text("leaf 677")
                                    Text("leaf 678")
                                }
                                HStack {
                                    Text("leaf 679")
                                    Text("leaf 680")
                                    Text("leaf 681")
                                }
                                HStack {
                                    Text("leaf 682")
                                    Text("leaf 683")
                                    Text("leaf 684")
                                }
                            }
                            VStack {
                                HStack {
                                    Text("leaf 685")
                                    Text("leaf 686")
                                    Text("leaf 687")
                                }
                                HStack {
                                    Text("leaf 688")
                                    Text("leaf 689")
                                    Text("leaf 690")
                                }
                                HStack {
                                    Text("leaf 691")
                                    Text("leaf 692")
                                    Text("leaf 693")
                                }
                            }
                            VStack {
                                HStack {
                                    Text("leaf 694")
                                    Text("leaf 695")
                                    Text("leaf 696")
                                }
                                HStack {
                                    Text("leaf 697")
                                    Text("leaf 698")
                                    Text("leaf 699")
                                }
                                HStack {
                                    Text("leaf 700")
                                    Text("leaf 701")
                                    Text("leaf 702")
                                }
                            }
                        }
                        HStack {
                            VStack {
                                HStack {
                                    Text("leaf 703")
                                    Text("leaf 704")
                                    Text("leaf 705")
                                }
                                HStack {
                                    Text("leaf 706")
                                    Text("leaf 707")
                                    Text("leaf 708")
                                }
                                HStack {
                                    Text("leaf 709")
                                    Text("leaf 710")
                                    Text("leaf 711")
                                }
                            }
                            VStack {
                                HStack {
                                    Text("leaf 712")
                                    Text("leaf 713")
                                    Text("leaf 714")
                                }
                                HStack {
                                    Text("leaf 715")
                                    Text("leaf 716")
                                    Text("leaf 717")
                                }
                                HStack {
                                    Text("leaf 718")
                                    Text("leaf 719")
                                    Text("leaf 720")
                                }
                            }
                            VStack {
                                HStack {
                                    Text("leaf 721")
                                    Text("leaf 722")
                                    Text("leaf 723")
                                }
                                HStack {
                                    Text("leaf 724")
                                    Text("leaf 725")
                                    Text("leaf 726")
                                }
                                HStack {
                                    Text("leaf 727")
                                    Text("leaf 728")
                                    Text("leaf 729")
                                }
                            }
                        }
                    }
                }
            }
            VStack {
                HStack {
                    VStack {
                        HStack {
                            VStack {
                                HStack {
                                    Text("leaf 730")
                                    Text("leaf 731")
                                    Text("leaf 732")
                                }
                                HStack {
                                    Text("leaf 733")
                                    Text("leaf 734")
                                    Text("leaf 735")
                                }
                                HStack {
                                    Text("leaf 736")
                                    Text("leaf 737")
                                    Text("leaf 738")
                                }
                            }
                            VStack {
                                HStack {
                                    Text("leaf 739")
                                    Text("leaf 740")
                                    Text("leaf 741")
                                }
                                HStack {
                                    Text("leaf 742")
                                    Text("leaf 743")
                                    Text("leaf 744")
                                }
                                HStack {
                                    Text("leaf 745")
                                    Text("leaf 746")
                                    Text("leaf 747")
                                }
                            }
                            VStack {
                                HStack {
                                    Text("leaf 748")
                                    Text("leaf 749")
                                    Text("leaf 750")
                                }
                                HStack {
                                    Text("leaf 751")
                                    Text("leaf 752")
                                    Text("leaf 753")
                                }
                                HStack {
                                    Text("leaf 754")
                                    Text("leaf 755")
                                    Text("leaf 756")
                                }
                            }
                        }
                        HStack {
                            VStack {
                                HStack {
                                    Text("leaf 757")
                                    Text("leaf 758")
                                    Text("leaf 759")
                                }
                                HStack {
                                    Text("leaf 760")
                                    Text("leaf 761")
                                    Text("leaf 762")
                                }
                                HStack {
                                    Text("leaf 763")
                                    Text("leaf 764")
                                    Text("leaf 765")
                                }
                            }
                            VStack {
                                HStack {
                                    Text("leaf 766")
                                    Text("leaf 767")
                                    Text("leaf 768")
                                }
                                HStack {
                                    Text("leaf 769")
                                    Text("leaf 770")
                                    Text("leaf 771")
                                }
                                HStack {
                                    Text("leaf 772")
                                    Text("leaf 773")
                                    Text("leaf 774")
                                }
                            }
                            VStack {
                                HStack {
                                    Text("leaf 775")
                                    Text("leaf 776")
                                    Text("leaf 777")
                                }
                                HStack {
                                    Text("leaf 778")
                                    Text("leaf 779")
                                    Text("leaf 780")
                                }
                                HStack {
                                    Text("leaf 781")
                                    Text("leaf 782")
                                    Text("leaf 783")
                                }
                            }
                        }
                        HStack {
                            VStack {
                                HStack {
                                    Text("leaf 784")
                                    Text("leaf 785")
                                    Text("leaf 786")
                                }
                                HStack {
                                    Text("leaf 787")
                                    Text("leaf 788")
                                    Text("leaf 789")
                                }
                                HStack {
                                    Text("leaf 790")
                                    Text("leaf 791")
                                    Text("leaf 792")
                                }
                            }
                            VStack {
                                HStack {
                                    Text("leaf 793")
                                    Text("leaf 794")
                                    Text("leaf 795")
                                }
                                HStack {
                                    Text("leaf 796")
                                    Text("leaf 797")
                                    Text("leaf 798")
                                }
                                HStack {
                                    Text("leaf 799")
                                    Text("leaf 800")
                                    Text("leaf 801")
                                }
                            }
                            VStack {
                                HStack {
                                    Text("leaf 802")
                                    Text("leaf 803")
                                    Text("leaf 804")
                                }
                                HStack {
                                    Text("leaf 805")
                                    Text("leaf 806")
                                    Text("leaf 807")
                                }
                                HStack {
                                    Text("leaf 808")
                                    Text("leaf 809")
                                    Text("leaf 810")
                                }
                            }
                        }
                    }
                    VStack {
                        HStack {
                            VStack {
                                HStack {
                                    Text("leaf 811")
                                    Text("leaf 812")
                                    Text("leaf 813")
                                }
                                HStack {
                                    Text("leaf 814")
                                    Text("leaf 815")
                                    Text("leaf 816")
                                }
                                HStack {
                                    Text("leaf 817")
                                    Text("leaf 818")
                                    Text("leaf 819")
                                }
                            }
                            VStack {
                                HStack {
                                    Text("leaf 820")
                                    Text("leaf 821")
                                    Text("leaf 822")
                                }
                                HStack {
                                    Text("leaf 823")
                                    Text("leaf 824")
                                    Text("leaf 825")
                                }
                                HStack {
                                    Text("leaf 826")
                                    Text("leaf 827")
                                    Text("leaf 828")
                                }
                            }
                            VStack {
                                HStack {
                                    Text("leaf 829")
                                    Text("leaf 830")
                                    Text("leaf 831")
                                }
                                HStack {
                                    Text("leaf 832")
                                    Text("leaf 833")
                                    Text("leaf 834")
                                }
                                HStack {
                                    Text("leaf 835")
                                    Text("leaf 836")
                                    Text("leaf 837")
                                }
                            }
                        }
                        HStack {
                            VStack {
                                HStack {
                                    Text("leaf 838")
                                    Text("leaf 839")
                                    Text("leaf 840")
                                }
                                HStack {
                                    Text("leaf 841")
                                    Text("leaf 842")
                                    Text("leaf 843")
                                }
                                HStack {
                                    Text("leaf 844")
                                    Text("leaf 845")
                                    Text("leaf 846")
                                }
                            }
                            VStack {
                                HStack {
                                    Text("leaf 847")
                                    Text("leaf 848")
                                    Text("leaf 849")
                                }
                                HStack {
                                    Text("leaf 850")
                                    Text("leaf 851")
                                    Text("leaf 852")
                                }
                                HStack {
                                    Text("leaf 853")
                                    Text("leaf 854")
                                    Text("leaf 855")
                                }
                            }
                            VStack {
                                HStack {
                                    Text("leaf 856")
                                    Text("leaf 857")
                                    Text("leaf 858")
                                }
                                HStack {
                                    Text("leaf 859")
                                    Text("leaf 860")
                                    Text("leaf 861")
                                }
                                HStack {
                                    Text("leaf 862")
                                    Text("leaf 863")
                                    Text("leaf 864")
                                }
                            }
                        }
                        HStack {
                            VStack {
                                HStack {
                                    Text("leaf 865")
                                    Text("leaf 866")
                                    Text("leaf 867")
                                }
                                HStack {
                                    Text("leaf 868")
                                    Text("leaf 869")
                                    Text("leaf 870")
                                }
                                HStack {
                                    Text("leaf 871")
                                    Text("leaf 872")
                                    Text("leaf 873")
                                }
                            }
                            VStack {
                                HStack {
                                    Text("leaf 874")
                                    Text("leaf 875")
                                    Text("leaf 876")
                                }
                                HStack {
                                    Text("leaf 877")
                                    Text("leaf 878")
                                    Text("leaf 879")
                                }
                                HStack {
                                    Text("leaf 880")
                                    Text("leaf 881")
                                    Text("leaf 882")
                                }
                            }
                            VStack {
                                HStack {
                                    Text("leaf 883")
                                    Text("leaf 884")
                                    Text("leaf 885")
                                }
                                HStack {
                                    Text("leaf 886")
                                    Text("leaf 887")
                                    Text("leaf 888")
                                }
                                HStack {
                                    Text("leaf 889")
                                    Text("leaf 890")
                                    Text("leaf 891")
                                }
                            }
                        }
                    }
                    VStack {
                        HStack {
                            VStack {
                                HStack {
                                    Text("leaf 892")
                                    Text("leaf 893")
                                    Text("leaf 894")
                                }
                                HStack {
                                    Text("leaf 895")
                                    Text("leaf 896")
                                    Text("leaf 897")
                                }
                                HStack {
                                    Text("leaf 898")
                                    Text("leaf 899")
                                    Text("leaf 900")
                                }
                            }
                            VStack {
                                HStack {
                                    Text("leaf 901")
                                    Text("leaf 902")
                                    Text("leaf 903")
                                }
                                HStack {
                                    Text("leaf 904")
                                    Text("leaf 905")
                                    Text("leaf 906")
                                }
                                HStack {
                                    Text("leaf 907")
                                    Text("leaf 908")
                                    Text("leaf 909")
                                }
                            }
                            VStack {
                                HStack {
                                    Text("leaf 910")
                                    Text("leaf 911")
                                    Text("leaf 912")
                                }
                                HStack {
                                    Text("leaf 913")
                                    Text("leaf 914")
                                    Text("leaf 915")
                                }
                                HStack {
                                    Text("leaf 916")
                                    Text("leaf 917")
                                    Text("leaf 918")
                                }
                            }
                        }
                        HStack {
                            VStack {
                                HStack {
                                    Text("leaf 919")
                                    Text("leaf 920")
                                    Text("leaf 921")
                                }
                                HStack {
                                    Text("leaf 922")
                                    Text("leaf 923")
                                    Text("leaf 924")
                                }
                                HStack {
                                    Text("leaf 925")
                                    Text("leaf 926")
                                    Text("leaf 927")
                                }
                            }
                            VStack {
                                HStack {
                                    Text("leaf 928")
                                    Text("leaf 929")
                                    Text("leaf 930")
                                }
                                HStack {
                                    Text("leaf 931")
                                    Text("leaf 932")
                                    Text("leaf 933")
                                }
                                HStack {
                                    Text("leaf 934")
                                    Text("leaf 935")
                                    Text("leaf 936")
                                }
                            }
                            VStack {
                                HStack {
                                    Text("leaf 937")
                                    Text("leaf 938")
                                    Text("leaf 939")
                                }
                                HStack {
                                    Text("leaf 940")
                                    Text("leaf 941")
                                    Text("leaf 942")
                                }
                                HStack {
                                    Text("leaf 943")
                                    Text("leaf 944")
                                    Text("leaf 945")
                                }
                            }
                        }
                        HStack {
                            VStack {
                                HStack {
                                    Text("leaf 946")
                                    Text("leaf 947")
                                    Text("leaf 948")
                                }
                                HStack {
                                    Text("leaf 949")
                                    Text("leaf 950")
                                    Text("leaf 951")
                                }
                                HStack {
                                    Text("leaf 952")
                                    Text("leaf 953")
                                    Text("leaf 954")
                                }
                            }
                            VStack {
                                HStack {
                                    Text("leaf 955")
                                    Text("leaf 956")
                                    Text("leaf 957")
                                }
                                HStack {
                                    Text("leaf 958")
                                    Text("leaf 959")
                                    Text("leaf 960")
                                }
                                HStack {
                                    Text("leaf 961")
                                    Text("leaf 962")
                                    Text("leaf 963")
                                }
                            }
                            VStack {
                                HStack {
                                    Text("leaf 964")
                                    Text("leaf 965")
                                    Text("leaf 966")
                                }
                                HStack {
                                    Text("leaf 967")
                                    Text("leaf 968")
                                    Text("leaf 969")
                                }
                                HStack {
                                    Text("leaf 970")
                                    Text("leaf 971")
                                    Text("leaf 972")
                                }
                            }
                        }
                    }
                }
                HStack {
                    VStack {
                        HStack {
                            VStack {
                                HStack {
                                    Text("leaf 973")
                                    Text("leaf 974")
                                    Text("leaf 975")
                                }
                                HStack {
                                    Text("leaf 976")
                                    Text("leaf 977")
                                    Text("leaf 978")
                                }
                                HStack {
                                    Text("leaf 979")
                                    Text("leaf 980")
                                    Text("leaf 981")
                                }
                            }
                            VStack {
                                HStack {
                                    Text("leaf 982")
                                    Text("leaf 983")
                                    Text("leaf 984")
                                }
                                HStack {
                                    Text("leaf 985")
                                    Text("leaf 986")
                                    Text("leaf 987")
                                }
                                HStack {
                                    Text("leaf 988")
                                    Text("leaf 989")
                                    Text("leaf 990")
                                }
                            }
                            VStack {
                                HStack {
                                    Text("leaf 991")
                                    Text("leaf 992")
                                    Text("leaf 993")
                                }
                                HStack {
                                    Text("leaf 994")
                                    Text("leaf 995")
                                    Text("leaf 996")
                                }
                                HStack {
                                    Text("leaf 997")
                                    Text("leaf 998")
                                    Text("leaf 999")
                                }
                            }
                        }
                        HStack {
                            VStack {
                                HStack {
                                    RecA()
                                    Text("leaf 1001")
                                    Text("leaf 1002")
                                }
                                HStack {
                                    Text("leaf 1003")
                                    Text("leaf 1004")
                                    Text("leaf 1005")
                                }
                                HStack {
                                    Text("leaf 1006")
                                    Text("leaf 1007")
                                    Text("leaf 1008")
                                }
                            }
                            VStack {
                                HStack {
                                    Text("leaf 1009")
                                    Text("leaf 1010")
                                    Text("leaf 1011")
                                }
                                HStack {
                                    Text("leaf 1012")
                                    Text("leaf 1013")
                                    Text("leaf 1014")
                                }
                                HStack {
                                    Text("leaf 1015")
                                    Text("leaf 1016")
                                    Text("leaf 1017")
                                }
                            }
                            VStack {
                                HStack {
                                    Text("leaf 1018")
                                    Text("leaf 1019")
                                    Text("leaf 1020")
                                }
                                HStack {
                                    Text("leaf 1021")
                                    Text("leaf 1022")
                                    Text("leaf 1023")
                                }
                                HStack {
                                    Text("leaf 1024")
                                    Text("leaf 1025")
                                    Text("leaf 1026")
                                }
                            }
                        }
                        HStack {
                            VStack {
                                HStack {
                                    Text("leaf 1027")
                                    Text("leaf 1028")
                                    Text("leaf 1029")
                                }
                                HStack {
                                    Text("leaf 1030")
                                    Text("leaf 1031")
                                    Text("leaf 1032")
                                }
                                HStack {
                                    Text("leaf 1033")
                                    Text("leaf 1034")
                                    Text("leaf 1035")
                                }
                            }
                            VStack {
                                HStack {
                                    Text("leaf 1036")
                                    Text("leaf 1037")
                                    Text("leaf 1038")
                                }
                                HStack {
                                    Text("leaf 1039")
                                    Text("leaf 1040")
                                    Text("leaf 1041")
                                }
                                HStack {
                                    Text("leaf 1042")
                                    Text("leaf 1043")
                                    Text("leaf 1044")
                                }
                            }
                            VStack {
                                HStack {
                                    Text("leaf 1045")
                                    Text("leaf 1046")
                                    Text("leaf 1047")
                                }
                                HStack {
                                    Text("leaf 1048")
                                    Text("leaf 1049")
                                    Text("leaf 1050")
                                }
                                HStack {
                                    Text("leaf 1051")
                                    Text("leaf 1052")
                                    Text("leaf 1053")
                                }
                            }
                        }
                    }
                    VStack {
                        HStack {
                            VStack {
                                HStack {
                                    Text("leaf 1054")
                                    Text("leaf 1055")
                                    Text("leaf 1056")
                                }
                                HStack {
                                    Text("leaf 1057")
                                    Text("leaf 1058")
                                    Text("leaf 1059")
                                }
                                HStack {
                                    Text("leaf 1060")
                                    Text("leaf 1061")
                                    Text("leaf 1062")
                                }
                            }
                            VStack {
                                HStack {
                                    Text("leaf 1063")
                                    Text("leaf 1064")
                                    Text("leaf 1065")
                                }
                                HStack {
                                    Text("leaf 1066")
                                    Text("leaf 1067")
                                    Text("leaf 1068")
                                }
                                HStack {
                                    Text("leaf 1069")
                                    Text("leaf 1070")
                                    Text("leaf 1071")
                                }
                            }
                            VStack {
                                HStack {
                                    Text("leaf 1072")
                                    Text("leaf 1073")
                                    Text("leaf 1074")
                                }
                                HStack {
                                    Text("leaf 1075")
                                    Text("leaf 1076")
                                    Text("leaf 1077")
                                }
                                HStack {
                                    Text("leaf 1078")
                                    Text("leaf 1079")
                                    Text("leaf 1080")
                                }
                            }
                        }
                        HStack {
                            VStack {
                                HStack {
                                    Text("leaf 1081")
                                    Text("leaf 1082")
                                    Text("leaf 1083")
                                }
                                HStack {
                                    Text("leaf 1084")
                                    Text("leaf 1085")
                                    Text("leaf 1086")
                                }
                                HStack {
                                    Text("leaf 1087")
                                    Text("leaf 1088")
                                    Text("leaf 1089")
                                }
                            }
                            VStack {
                                HStack {
                                    Text("leaf 1090")
                                    Text("leaf 1091")
                                    Text("leaf 1092")
                                }
                                HStack {
                                    Text("leaf 1093")
                                    Text("leaf 1094")
                                    Text("leaf 1095")
                                }
                                HStack {
                                    Text("leaf 1096")
                                    Text("leaf 1097")
                                    Text("leaf 1098")
                                }
                            }
                            VStack {
                                HStack {
                                    Text("leaf 1099")
                                    Text("leaf 1100")
                                    Text("leaf 1101")
                                }
                                HStack {
                                    Text("leaf 1102")
                                    Text("leaf 1103")
                                    Text("leaf 1104")
                                }
                                HStack {
                                    Text("leaf 1105")
                                    Text("leaf 1106")
                                    Text("leaf 1107")
                                }
                            }
                        }
                        HStack {
                            VStack {
                                HStack {
                                    Text("leaf 1108")
                                    Text("leaf 1109")
                                    Text("leaf 1110")
                                }
                                HStack {
                                    Text("leaf 1111")
                                    Text("leaf 1112")
                                    Text("leaf 1113")
                                }
                                HStack {
                                    Text("leaf 1114")
                                    Text("leaf 1115")
                                    Text("leaf 1116")
                                }
                            }
                            VStack {
                                HStack {
                                    Text("leaf 1117")
                                    Text("leaf 1118")
                                    Text("leaf 1119")
                                }
                                HStack {
                                    Text("leaf 1120")
                                    Text("leaf 1121")
                                    Text("leaf 1122")
                                }
                                HStack {
                                    Text("leaf 1123")
                                    Text("leaf 1124")
                                    Text("leaf 1125")
                                }
                            }
                            VStack {
                                HStack {
                                    Text("leaf 1126")
                                    Text("leaf 1127")
                                    Text("leaf 1128")
                                }
                                HStack {
                                    Text("leaf 1129")
                                    Text("leaf 1130")
                                    Text("leaf 1131")
                                }
                                HStack {
                                    Text("leaf 1132")
                                    Text("leaf 1133")
                                    Text("leaf 1134")
                                }
                            }
                        }
                    }
                    VStack {
                        HStack {
                            VStack {
                                HStack {
                                    Text("leaf 1135")
                                    Text("leaf 1136")
                                    Text("leaf 1137")
                                }
                                HStack {
                                    Text("leaf 1138")
                                    Text("leaf 1139")
                                    Text("leaf 1140")
                                }
                                HStack {
                                    Text("leaf 1141")
                                    Text("leaf 1142")
                                    Text("leaf 1143")
                                }
                            }
                            VStack {
                                HStack {
                                    Text("leaf 1144")
                                    Text("leaf 1145")
                                    Text("leaf 1146")
                                }
                                HStack {
                                    Text("leaf 1147")
                                    Text("leaf 1148")
                                    Text("leaf 1149")
                                }
                                HStack {
                                    Text("leaf 1150")
                                    Text("leaf 1151")
                                    Text("leaf 1152")
                                }
                            }
                            VStack {
                                HStack {
                                    Text("leaf 1153")
                                    Text("leaf 1154")
                                    Text("leaf 1155")
                                }
                                HStack {
                                    Text("leaf 1156")
                                    Text("leaf 1157")
                                    Text("leaf 1158")
                                }
                                HStack {
                                    Text("leaf 1159")
                                    Text("leaf 1160")
                                    Text("leaf 1161")
                                }
                            }
                        }
                        HStack {
                            VStack {
                                HStack {
                                    Text("leaf 1162")
                                    Text("leaf 1163")
                                    Text("leaf 1164")
                                }
                                HStack {
                                    Text("leaf 1165")
                                    Text("leaf 1166")
                                    Text("leaf 1167")
                                }
                                HStack {
                                    Text("leaf 1168")
                                    Text("leaf 1169")
                                    Text("leaf 1170")
                                }
                            }
                            VStack {
                                HStack {
                                    Text("leaf 1171")
                                    Text("leaf 1172")
                                    Text("leaf 1173")
                                }
                                HStack {
                                    Text("leaf 1174")
                                    Text("leaf 1175")
                                    Text("leaf 1176")
                                }
                                HStack {
                                    Text("leaf 1177")
                                    Text("leaf 1178")
                                    Text("leaf 1179")
                                }
                            }
                            VStack {
                                HStack {
                                    Text("leaf 1180")
                                    Text("leaf 1181")
                                    Text("leaf 1182")
                                }
                                HStack {
                                    Text("leaf 1183")
                                    Text("leaf 1184")
                                    Text("leaf 1185")
                                }
                                HStack {
                                    Text("leaf 1186")
                                    Text("leaf 1187")
                                    Text("leaf 1188")
                                }
                            }
                        }
                        HStack {
                            VStack {
                                HStack {
                                    Text("leaf 1189")
                                    Text("leaf 1190")
                                    Text("leaf 1191")
                                }
                                HStack {
                                    Text("leaf 1192")
                                    Text("leaf 1193")
                                    Text("leaf 1194")
                                }
                                HStack {
                                    Text("leaf 1195")
                                    Text("leaf 1196")
                                    Text("leaf 1197")
                                }
                            }
                            VStack {
                                HStack {
                                    Text("leaf 1198")
                                    Text("leaf 1199")
                                    Text("leaf 1200")
                                }
                                HStack {
                                    Text("leaf 1201")
                                    Text("leaf 1202")
                                    Text("leaf 1203")
                                }
                                HStack {
                                    Text("leaf 1204")
                                    Text("leaf 1205")
                                    Text("leaf 1206")
                                }
                            }
                            VStack {
                                HStack {
                                    Text("leaf 1207")
                                    Text("leaf 1208")
                                    Text("leaf 1209")
                                }
                                HStack {
                                    Text("leaf 1210")
                                    Text("leaf 1211")
                                    Text("leaf 1212")
                                }
                                HStack {
                                    Text("leaf 1213")
                                    Text("leaf 1214")
                                    Text("leaf 1215")
                                }
                            }
                        }
                    }
                }
                HStack {
                    VStack {
                        HStack {
                            VStack {
                                HStack {
                                    Text("leaf 1216")
                                    Text("leaf 1217")
                                    Text("leaf 1218")
                                }
                                HStack {
                                    Text("leaf 1219")
                                    Text("leaf 1220")
                                    Text("leaf 1221")
                                }
                                HStack {
                                    Text("leaf 1222")
                                    Text("leaf 1223")
                                    Text("leaf 1224")
                                }
                            }
                            VStack {
                                HStack {
                                    Text("leaf 1225")
                                    Text("leaf 1226")
                                    Text("leaf 1227")
                                }
                                HStack {
                                    Text("leaf 1228")
                                    Text("leaf 1229")
                                    Text("leaf 1230")
                                }
                                HStack {
                                    Text("leaf 1231")
                                    Text("leaf 1232")
                                    Text("leaf 1233")
                                }
                            }
                            VStack {
                                HStack {
                                    Text("leaf 1234")
                                    Text("leaf 1235")
                                    Text("leaf 1236")
                                }
                                HStack {
                                    Text("leaf 1237")
                                    Text("leaf 1238")
                                    Text("leaf 1239")
                                }
                                HStack {
                                    Text("leaf 1240")
                                    Text("leaf 1241")
                                    Text("leaf 1242")
                                }
                            }
                        }
                        HStack {
                            VStack {
                                HStack {
                                    Text("leaf 1243")
                                    Text("leaf 1244")
                                    Text("leaf 1245")
                                }
                                HStack {
                                    Text("leaf 1246")
                                    Text("leaf 1247")
                                    Text("leaf 1248")
                                }
                                HStack {
                                    Text("leaf 1249")
                                    Text("leaf 1250")
                                    Text("leaf 1251")
                                }
                            }
                            VStack {
                                HStack {
                                    Text("leaf 1252")
                                    Text("leaf 1253")
                                    Text("leaf 1254")
                                }
                                HStack {
                                    Text("leaf 1255")
                                    Text("leaf 1256")
                                    Text("leaf 1257")
                                }
                                HStack {
                                    Text("leaf 1258")
                                    Text("leaf 1259")
                                    Text("leaf 1260")
                                }
                            }
                            VStack {
                                HStack {
                                    Text("leaf 1261")
                                    Text("leaf 1262")
                                    Text("leaf 1263")
                                }
                                HStack {
                                    Text("leaf 1264")
                                    Text("leaf 1265")
                                    Text("leaf 1266")
                                }
                                HStack {
                                    Text("leaf 1267")
                                    Text("leaf 1268")
                                    Text("leaf 1269")
                                }
                            }
                        }
                        HStack {
                            VStack {
                                HStack {
                                    Text("leaf 1270")
                                    Text("leaf 1271")
                                    Text("leaf 1272")
                                }
                                HStack {
                                    Text("leaf 1273")
                                    Text("leaf 1274")
                                    Text("leaf 1275")
                                }
                                HStack {
                                    Text("leaf 1276")
                                    Text("leaf 1277")
                                    Text("leaf 1278")
                                }
                            }
                            VStack {
                                HStack {
                                    Text("leaf 1279")
                                    Text("leaf 1280")
                                    Text("leaf 1281")
                                }
                                HStack {
                                    Text("leaf 1282")
                                    Text("leaf 1283")
                                    Text("leaf 1284")
                                }
                                HStack {
                                    Text("leaf 1285")
                                    Text("leaf 1286")
                                    Text("leaf 1287")
                                }
                            }
                            VStack {
                                HStack {
                                    Text("leaf 1288")
                                    Text("leaf 1289")
                                    Text("leaf 1290")
                                }
                                HStack {
                                    Text("leaf 1291")
                                    Text("leaf 1292")
                                    Text("leaf 1293")
                                }
                                HStack {
                                    Text("leaf 1294")
                                    Text("leaf 1295")
                                    Text("leaf 1296")
                                }
                            }
                        }
                    }
                    VStack {
                        HStack {
                            VStack {
                                HStack {
                                    Text("leaf 1297")
                                    Text("leaf 1298")
                                    Text("leaf 1299")
                                }
                                HStack {
                                    Text("leaf 1300")
                                    Text("leaf 1301")
                                    Text("leaf 1302")
                                }
                                HStack {
                                    Text("leaf 1303")
                                    Text("leaf 1304")
                                    Text("leaf 1305")
                                }
                            }
                            VStack {
                                HStack {
                                    Text("leaf 1306")
                                    Text("leaf 1307")
                                    Text("leaf 1308")
                                }
                                HStack {
                                    Text("leaf 1309")
                                    Text("leaf 1310")
                                    Text("leaf 1311")
                                }
                                HStack {
                                    Text("leaf 1312")
                                    Text("leaf 1313")
                                    Text("leaf 1314")
                                }
                            }
                            VStack {
                                HStack {
                                    Text("leaf 1315")
                                    Text("leaf 1316")
                                    Text("leaf 1317")
                                }
                                HStack {
                                    Text("leaf 1318")
                                    Text("leaf 1319")
                                    Text("leaf 1320")
                                }
                                HStack {
                                    Text("leaf 1321")
                                    Text("leaf 1322")
                                    Text("leaf 1323")
                                }
                            }
                        }
                        HStack {
                            VStack {
                                HStack {
                                    Text("leaf 1324")
                                    Text("leaf 1325")
                                    Text("leaf 1326")
                                }
                                HStack {
                                    Text("leaf 1327")
                                    Text("leaf 1328")
                                    Text("leaf 1329")
                                }
                                HStack {
                                    Text("leaf 1330")
                                    Text("leaf 1331")
                                    Text("leaf 1332")
                                }
                            }
                            VStack {
                                HStack {
                                    Text("leaf 1333")
                                    Text("leaf 1334")
                                    Text("leaf 1335")
                                }
                                HStack {
                                    Text("leaf 1336")
                                    Text("leaf 1337")
                                    Text("leaf 1338")
                                }
                                HStack {
                                    Text("leaf 1339")
                                    Text("leaf 1340")
                                    Text("leaf 1341")
                                }
                            }
                            VStack {
                                HStack {
                                    Text("leaf 1342")
                                    Text("leaf 1343")
                                    Text("leaf 1344")
                                }
                                HStack {
                                    Text("leaf 1345")
                                    Text("leaf 1346")
                                    Text("leaf 1347")
                                }
                                HStack {
                                    Text("leaf 1348")
                                    Text("leaf 1349")
                                    Text("leaf 1350")
                                }
                            }
                        }
                        HStack {
                            VStack {
                                HStack {
                                    Text("leaf 1351")
                                    Text("leaf 1352")
                                    Text("leaf 1353")
                                }
                                HStack {
                                    Text("leaf 1354")
                                    Text("leaf 1355")
                                    Text("leaf 1356")
                                }
                                HStack {
                                    Text("leaf 1357")
                                    Text("leaf 1358")
                                    Text("leaf 1359")
                                }
                            }
                            VStack {
                                HStack {
                                    Text("leaf 1360")
                                    Text("leaf 1361")
                                    Text("leaf 1362")
                                }
                                HStack {
                                    Text("leaf 1363")
                                    Text("leaf 1364")
                                    Text("leaf 1365")
                                }
                                HStack {
                                    Text("leaf 1366")
                                    Text("leaf 1367")
                                    Text("leaf 1368")
                                }
                            }
                            VStack {
                                HStack {
                                    Text("leaf 1369")
                                    Text("leaf 1370")
                                    Text("leaf 1371")
                                }
                                HStack {
                                    Text("leaf 1372")
                                    Text("leaf 1373")
                                    Text("leaf 1374")
                                }
                                HStack {
                                    Text("leaf 1375")
                                    Text("leaf 1376")
                                    Text("leaf 1377")
                                }
                            }
                        }
                    }
                    VStack {
                        HStack {
                            VStack {
                                HStack {
                                    Text("leaf 1378")
                                    Text("leaf 1379")
                                    Text("leaf 1380")
                                }
                                HStack {
                                    Text("leaf 1381")
                                    Text("leaf 1382")
                                    Text("leaf 1383")
                                }
                                HStack {
                                    Text("leaf 1384")
                                    Text("leaf 1385")
                                    Text("leaf 1386")
                                }
                            }
                            VStack {
                                HStack {
                                    Text("leaf 1387")
                                    Text("leaf 1388")
                                    Text("leaf 1389")
                                }
                                HStack {
                                    Text("leaf 1390")
                                    Text("leaf 1391")
                                    Text("leaf 1392")
                                }
                                HStack {
                                    Text("leaf 1393")
                                    Text("leaf 1394")
                                    Text("leaf 1395")
                                }
                            }
                            VStack {
                                HStack {
                                    Text("leaf 1396")
                                    Text("leaf 1397")
                                    Text("leaf 1398")
                                }
                                HStack {
                                    Text("leaf 1399")
                                    Text("leaf 1400")
                                    Text("leaf 1401")
                                }
                                HStack {
                                    Text("leaf 1402")
                                    Text("leaf 1403")
                                    Text("leaf 1404")
                                }
                            }
                        }
                        HStack {
                            VStack {
                                HStack {
                                    Text("leaf 1405")
                                    Text("leaf 1406")
                                    Text("leaf 1407")
                                }
                                HStack {
                                    Text("leaf 1408")
                                    Text("leaf 1409")
                                    Text("leaf 1410")
                                }
                                HStack {
                                    Text("leaf 1411")
                                    Text("leaf 1412")
                                    Text("leaf 1413")
                                }
                            }
                            VStack {
                                HStack {
                                    Text("leaf 1414")
                                    Text("leaf 1415")
                                    Text("leaf 1416")
                                }
                                HStack {
                                    Text("leaf 1417")
                                    Text("leaf 1418")
                                    Text("leaf 1419")
                                }
                                HStack {
                                    Text("leaf 1420")
                                    Text("leaf 1421")
                                    Text("leaf 1422")
                                }
                            }
                            VStack {
                                HStack {
                                    Text("leaf 1423")
                                    Text("leaf 1424")
                                    Text("leaf 1425")
                                }
                                HStack {
                                    Text("leaf 1426")
                                    Text("leaf 1427")
                                    Text("leaf 1428")
                                }
                                HStack {
                                    Text("leaf 1429")
                                    Text("leaf 1430")
                                    Text("leaf 1431")
                                }
                            }
                        }
                        HStack {
                            VStack {
                                HStack {
                                    Text("leaf 1432")
                                    Text("leaf 1433")
                                    Text("leaf 1434")
                                }
                                HStack {
                                    Text("leaf 1435")
                                    Text("leaf 1436")
                                    Text("leaf 1437")
                                }
                                HStack {
                                    Text("leaf 1438")
                                    Text("leaf 1439")
                                    Text("leaf 1440")
                                }
                            }
                            VStack {
                                HStack {
                                    Text("leaf 1441")
                                    Text("leaf 1442")
                                    Text("leaf 1443")
                                }
                                HStack {
                                    Text("leaf 1444")
                                    Text("leaf 1445")
                                    Text("leaf 1446")
                                }
                                HStack {
                                    Text("leaf 1447")
                                    Text("leaf 1448")
                                    Text("leaf 1449")
                                }
                            }
                            VStack {
                                HStack {
                                    Text("leaf 1450")
                                    Text("leaf 1451")
                                    Text("leaf 1452")
                                }
                                HStack {
                                    Text("leaf 1453")
                                    Text("leaf 1454")
                                    Text("leaf 1455")
                                }
                                HStack {
                                    Text("leaf 1456")
                                    Text("leaf 1457")
                                    Text("leaf 1458")
                                }
                            }
                        }
                    }
                }
            }
            VStack {
                HStack {
                    VStack {
                        HStack {
                            VStack {
                                HStack {
                                    Text("leaf 1459")
                                    Text("leaf 1460")
                                    Text("leaf 1461")
                                }
                                HStack {
                                    Text("leaf 1462")
                                    Text("leaf 1463")
                                    Text("leaf 1464")
                                }
                                HStack {
                                    Text("leaf 1465")
                                    Text("leaf 1466")
                                    Text("leaf 1467")
                                }
                            }
                            VStack {
                                HStack {
                                    Text("leaf 1468")
                                    Text("leaf 1469")
                                    Text("leaf 1470")
                                }
                                HStack {
                                    Text("leaf 1471")
                                    Text("leaf 1472")
                                    Text("leaf 1473")
                                }
                                HStack {
                                    Text("leaf 1474")
                                    Text("leaf 1475")
                                    Text("leaf 1476")
                                }
                            }
                            VStack {
                                HStack {
                                    Text("leaf 1477")
                                    Text("leaf 1478")
                                    Text("leaf 1479")
                                }
                                HStack {
                                    Text("leaf 1480")
                                    Text("leaf 1481")
                                    Text("leaf 1482")
                                }
                                HStack {
                                    Text("leaf 1483")
                                    Text("leaf 1484")
                                    Text("leaf 1485")
                                }
                            }
                        }
                        HStack {
                            VStack {
                                HStack {
                                    Text("leaf 1486")
                                    Text("leaf 1487")
                                    Text("leaf 1488")
                                }
                                HStack {
                                    Text("leaf 1489")
                                    Text("leaf 1490")
                                    Text("leaf 1491")
                                }
                                HStack {
                                    Text("leaf 1492")
                                    Text("leaf 1493")
                                    Text("leaf 1494")
                                }
                            }
                            VStack {
                                HStack {
                                    Text("leaf 1495")
                                    Text("leaf 1496")
                                    Text("leaf 1497")
                                }
                                HStack {
                                    Text("leaf 1498")
                                    Text("leaf 1499")
                                    RecA()
                                }
                                HStack {
                                    Text("leaf 1501")
                                    Text("leaf 1502")
                                    Text("leaf 1503")
                                }
                            }
                            VStack {
                                HStack {
                                    Text("leaf 1504")
                                    Text("leaf 1505")
                                    Text("leaf 1506")
                                }
                                HStack {
                                    Text("leaf 1507")
                                    Text("leaf 1508")
                                    Text("leaf 1509")
                                }
                                HStack {
                                    Text("leaf 1510")
                                    Text("leaf 1511")
                                    Text("leaf 1512")
                                }
                            }
                        }
                        HStack {
                            VStack {
                                HStack {
                                    Text("leaf 1513")
                                    Text("leaf 1514")
                                    Text("leaf 1515")
                                }
                                HStack {
                                    Text("leaf 1516")
                                    Text("leaf 1517")
                                    Text("leaf 1518")
                                }
                                HStack {
                                    Text("leaf 1519")
                                    Text("leaf 1520")
                                    Text("leaf 1521")
                                }
                            }
                            VStack {
                                HStack {
                                    Text("leaf 1522")
                                    Text("leaf 1523")
                                    Text("leaf 1524")
                                }
                                HStack {
                                    Text("leaf 1525")
                                    Text("leaf 1526")
                                    Text("leaf 1527")
                                }
                                HStack {
                                    Text("leaf 1528")
                                    Text("leaf 1529")
                                    Text("leaf 1530")
                                }
                            }
                            VStack {
                                HStack {
                                    Text("leaf 1531")
                                    Text("leaf 1532")
                                    Text("leaf 1533")
                                }
                                HStack {
                                    Text("leaf 1534")
                                    Text("leaf 1535")
                                    Text("leaf 1536")
                                }
                                HStack {
                                    Text("leaf 1537")
                                    Text("leaf 1538")
                                    Text("leaf 1539")
                                }
                            }
                        }
                    }
                    VStack {
                        HStack {
                            VStack {
                                HStack {
                                    Text("leaf 1540")
                                    Text("leaf 1541")
                                    Text("leaf 1542")
                                }
                                HStack {
                                    Text("leaf 1543")
                                    Text("leaf 1544")
                                    Text("leaf 1545")
                                }
                                HStack {
                                    Text("leaf 1546")
                                    Text("leaf 1547")
                                    Text("leaf 1548")
                                }
                            }
                            VStack {
                                HStack {
                                    Text("leaf 1549")
                                    Text("leaf 1550")
                                    Text("leaf 1551")
                                }
                                HStack {
                                    Text("leaf 1552")
                                    Text("leaf 1553")
                                    Text("leaf 1554")
                                }
                                HStack {
                                    Text("leaf 1555")
                                    Text("leaf 1556")
                                    Text("leaf 1557")
                                }
                            }
                            VStack {
                                HStack {
                                    Text("leaf 1558")
                                    Text("leaf 1559")
                                    Text("leaf 1560")
                                }
                                HStack {
                                    Text("leaf 1561")
                                    Text("leaf 1562")
                                    Text("leaf 1563")
                                }
                                HStack {
                                    Text("leaf 1564")
                                    Text("leaf 1565")
                                    Text("leaf 1566")
                                }
                            }
                        }
                        HStack {
                            VStack {
                                HStack {
                                    Text("leaf 1567")
                                    Text("leaf 1568")
                                    Text("leaf 1569")
                                }
                                HStack {
                                    Text("leaf 1570")
                                    Text("leaf 1571")
                                    Text("leaf 1572")
                                }
                                HStack {
                                    Text("leaf 1573")
                                    Text("leaf 1574")
                                    Text("leaf 1575")
                                }
                            }
                            VStack {
                                HStack {
                                    Text("leaf 1576")
                                    Text("leaf 1577")
                                    Text("leaf 1578")
                                }
                                HStack {
                                    Text("leaf 1579")
                                    Text("leaf 1580")
                                    Text("leaf 1581")
                                }
                                HStack {
                                    Text("leaf 1582")
                                    Text("leaf 1583")
                                    Text("leaf 1584")
                                }
                            }
                            VStack {
                                HStack {
                                    Text("leaf 1585")
                                    Text("leaf 1586")
                                    Text("leaf 1587")
                                }
                                HStack {
                                    Text("leaf 1588")
                                    Text("leaf 1589")
                                    Text("leaf 1590")
                                }
                                HStack {
                                    Text("leaf 1591")
                                    Text("leaf 1592")
                                    Text("leaf 1593")
                                }
                            }
                        }
                        HStack {
                            VStack {
                                HStack {
                                    Text("leaf 1594")
                                    Text("leaf 1595")
                                    Text("leaf 1596")
                                }
                                HStack {
                                    Text("leaf 1597")
                                    Text("leaf 1598")
                                    Text("leaf 1599")
                                }
                                HStack {
                                    Text("leaf 1600")
                                    Text("leaf 1601")
                                    Text("leaf 1602")
                                }
                            }
                            VStack {
                                HStack {
                                    Text("leaf 1603")
                                    Text("leaf 1604")
                                    Text("leaf 1605")
                                }
                                HStack {
                                    Text("leaf 1606")
                                    Text("leaf 1607")
                                    Text("leaf 1608")
                                }
                                HStack {
                                    Text("leaf 1609")
                                    Text("leaf 1610")
                                    Text("leaf 1611")
                                }
                            }
                            VStack {
                                HStack {
                                    Text("leaf 1612")
                                    Text("leaf 1613")
                                    Text("leaf 1614")
                                }
                                HStack {
                                    Text("leaf 1615")
                                    Text("leaf 1616")
                                    Text("leaf 1617")
                                }
                                HStack {
                                    Text("leaf 1618")
                                    Text("leaf 1619")
                                    Text("leaf 1620")
                                }
                            }
                        }
                    }
                    VStack {
                        HStack {
                            VStack {
                                HStack {
                                    Text("leaf 1621")
                                    Text("leaf 1622")
                                    Text("leaf 1623")
                                }
                                HStack {
                                    Text("leaf 1624")
                                    Text("leaf 1625")
                                    Text("leaf 1626")
                                }
                                HStack {
                                    Text("leaf 1627")
                                    Text("leaf 1628")
                                    Text("leaf 1629")
                                }
                            }
                            VStack {
                                HStack {
                                    Text("leaf 1630")
                                    Text("leaf 1631")
                                    Text("leaf 1632")
                                }
                                HStack {
                                    Text("leaf 1633")
                                    Text("leaf 1634")
                                    Text("leaf 1635")
                                }
                                HStack {
                                    Text("leaf 1636")
                                    Text("leaf 1637")
                                    Text("leaf 1638")
                                }
                            }
                            VStack {
                                HStack {
                                    Text("leaf 1639")
                                    Text("leaf 1640")
                                    Text("leaf 1641")
                                }
                                HStack {
                                    Text("leaf 1642")
                                    Text("leaf 1643")
                                    Text("leaf 1644")
                                }
                                HStack {
                                    Text("leaf 1645")
                                    Text("leaf 1646")
                                    Text("leaf 1647")
                                }
                            }
                        }
                        HStack {
                            VStack {
                                HStack {
                                    Text("leaf 1648")
                                    Text("leaf 1649")
                                    Text("leaf 1650")
                                }
                                HStack {
                                    Text("leaf 1651")
                                    Text("leaf 1652")
                                    Text("leaf 1653")
                                }
                                HStack {
                                    Text("leaf 1654")
                                    Text("leaf 1655")
                                    Text("leaf 1656")
                                }
                            }
                            VStack {
                                HStack {
                                    Text("leaf 1657")
                                    Text("leaf 1658")
                                    Text("leaf 1659")
                                }
                                HStack {
                                    Text("leaf 1660")
                                    Text("leaf 1661")
                                    Text("leaf 1662")
                                }
                                HStack {
                                    Text("leaf 1663")
                                    Text("leaf 1664")
                                    Text("leaf 1665")
                                }
                            }
                            VStack {
                                HStack {
                                    Text("leaf 1666")
                                    Text("leaf 1667")
                                    Text("leaf 1668")
                                }
                                HStack {
                                    Text("leaf 1669")
                                    Text("leaf 1670")
                                    Text("leaf 1671")
                                }
                                HStack {
                                    Text("leaf 1672")
                                    Text("leaf 1673")
                                    Text("leaf 1674")
                                }
                            }
                        }
                        HStack {
                            VStack {
                                HStack {
                                    Text("leaf 1675")
                                    Text("leaf 1676")
                                    Text("leaf 1677")
                                }
                                HStack {
                                    Text("leaf 1678")
                                    Text("leaf 1679")
                                    Text("leaf 1680")
                                }
                                HStack {
                                    Text("leaf 1681")
                                    Text("leaf 1682")
                                    Text("leaf 1683")
                                }
                            }
                            VStack {
                                HStack {
                                    Text("leaf 1684")
                                    Text("leaf 1685")
                                    Text("leaf 1686")
                                }
                                HStack {
                                    Text("leaf 1687")
                                    Text("leaf 1688")
                                    Text("leaf 1689")
                                }
                                HStack {
                                    Text("leaf 1690")
                                    Text("leaf 1691")
                                    Text("leaf 1692")
                                }
                            }
                            VStack {
                                HStack {
                                    Text("leaf 1693")
                                    Text("leaf 1694")
                                    Text("leaf 1695")
                                }
                                HStack {
                                    Text("leaf 1696")
                                    Text("leaf 1697")
                                    Text("leaf 1698")
                                }
                                HStack {
                                    Text("leaf 1699")
                                    Text("leaf 1700")
                                    Text("leaf 1701")
                                }
                            }
                        }
                    }
                }
                HStack {
                    VStack {
                        HStack {
                            VStack {
                                HStack {
                                    Text("leaf 1702")
                                    Text("leaf 1703")
                                    Text("leaf 1704")
                                }
                                HStack {
                                    Text("leaf 1705")
                                    Text("leaf 1706")
                                    Text("leaf 1707")
                                }
                                HStack {
                                    Text("leaf 1708")
                                    Text("leaf 1709")
                                    Text("leaf 1710")
                                }
                            }
                            VStack {
                                HStack {
                                    Text("leaf 1711")
                                    Text("leaf 1712")
                                    Text("leaf 1713")
                                }
                                HStack {
                                    Text("leaf 1714")
                                    Text("leaf 1715")
                                    Text("leaf 1716")
                                }
                                HStack {
                                    Text("leaf 1717")
                                    Text("leaf 1718")
                                    Text("leaf 1719")
                                }
                            }
                            VStack {
                                HStack {
                                    Text("leaf 1720")
                                    Text("leaf 1721")
                                    Text("leaf 1722")
                                }
                                HStack {
                                    Text("leaf 1723")
                                    Text("leaf 1724")
                                    Text("leaf 1725")
                                }
                                HStack {
                                    Text("leaf 1726")
                                    Text("leaf 1727")
                                    Text("leaf 1728")
                                }
                            }
                        }
                        HStack {
                            VStack {
                                HStack {
                                    Text("leaf 1729")
                                    Text("leaf 1730")
                                    Text("leaf 1731")
                                }
                                HStack {
                                    Text("leaf 1732")
                                    Text("leaf 1733")
                                    Text("leaf 1734")
                                }
                                HStack {
                                    Text("leaf 1735")
                                    Text("leaf 1736")
                                    Text("leaf 1737")
                                }
                            }
                            VStack {
                                HStack {
                                    Text("leaf 1738")
                                    Text("leaf 1739")
                                    Text("leaf 1740")
                                }
                                HStack {
                                    Text("leaf 1741")
                                    Text("leaf 1742")
                                    Text("leaf 1743")
                                }
                                HStack {
                                    Text("leaf 1744")
                                    Text("leaf 1745")
                                    Text("leaf 1746")
                                }
                            }
                            VStack {
                                HStack {
                                    Text("leaf 1747")
                                    Text("leaf 1748")
                                    Text("leaf 1749")
                                }
                                HStack {
                                    Text("leaf 1750")
                                    Text("leaf 1751")
                                    Text("leaf 1752")
                                }
                                HStack {
                                    Text("leaf 1753")
                                    Text("leaf 1754")
                                    Text("leaf 1755")
                                }
                            }
                        }
                        HStack {
                            VStack {
                                HStack {
                                    Text("leaf 1756")
                                    Text("leaf 1757")
                                    Text("leaf 1758")
                                }
                                HStack {
                                    Text("leaf 1759")
                                    Text("leaf 1760")
                                    Text("leaf 1761")
                                }
                                HStack {
                                    Text("leaf 1762")
                                    Text("leaf 1763")
                                    Text("leaf 1764")
                                }
                            }
                            VStack {
                                HStack {
                                    Text("leaf 1765")
                                    Text("leaf 1766")
                                    Text("leaf 1767")
                                }
                                HStack {
                                    Text("leaf 1768")
                                    Text("leaf 1769")
                                    Text("leaf 1770")
                                }
                                HStack {
                                    Text("leaf 1771")
                                    Text("leaf 1772")
                                    Text("leaf 1773")
                                }
                            }
                            VStack {
                                HStack {
                                    Text("leaf 1774")
                                    Text("leaf 1775")
                                    Text("leaf 1776")
                                }
                                HStack {
                                    Text("leaf 1777")
                                    Text("leaf 1778")
                                    Text("leaf 1779")
                                }
                                HStack {
                                    Text("leaf 1780")
                                    Text("leaf 1781")
                                    Text("leaf 1782")
                                }
                            }
                        }
                    }
                    VStack {
                        HStack {
                            VStack {
                                HStack {
                                    Text("leaf 1783")
                                    Text("leaf 1784")
                                    Text("leaf 1785")
                                }
                                HStack {
                                    Text("leaf 1786")
                                    Text("leaf 1787")
                                    Text("leaf 1788")
                                }
                                HStack {
                                    Text("leaf 1789")
                                    Text("leaf 1790")
                                    Text("leaf 1791")
                                }
                            }
                            VStack {
                                HStack {
                                    Text("leaf 1792")
                                    Text("leaf 1793")
                                    Text("leaf 1794")
                                }
                                HStack {
                                    Text("leaf 1795")
                                    Text("leaf 1796")
                                    Text("leaf 1797")
                                }
                                HStack {
                                    Text("leaf 1798")
                                    Text("leaf 1799")
                                    Text("leaf 1800")
                                }
                            }
                            VStack {
                                HStack {
                                    Text("leaf 1801")
                                    Text("leaf 1802")
                                    Text("leaf 1803")
                                }
                                HStack {
                                    Text("leaf 1804")
                                    Text("leaf 1805")
                                    Text("leaf 1806")
                                }
                                HStack {
                                    Text("leaf 1807")
                                    Text("leaf 1808")
                                    Text("leaf 1809")
                                }
                            }
                        }
                        HStack {
                            VStack {
                                HStack {
                                    Text("leaf 1810")
                                    Text("leaf 1811")
                                    Text("leaf 1812")
                                }
                                HStack {
                                    Text("leaf 1813")
                                    Text("leaf 1814")
                                    Text("leaf 1815")
                                }
                                HStack {
                                    Text("leaf 1816")
                                    Text("leaf 1817")
                                    Text("leaf 1818")
                                }
                            }
                            VStack {
                                HStack {
                                    Text("leaf 1819")
                                    Text("leaf 1820")
                                    Text("leaf 1821")
                                }
                                HStack {
                                    Text("leaf 1822")
                                    Text("leaf 1823")
                                    Text("leaf 1824")
                                }
                                HStack {
                                    Text("leaf 1825")
                                    Text("leaf 1826")
                                    Text("leaf 1827")
                                }
                            }
                            VStack {
                                HStack {
                                    Text("leaf 1828")
                                    Text("leaf 1829")
                                    Text("leaf 1830")
                                }
                                HStack {
                                    Text("leaf 1831")
                                    Text("leaf 1832")
                                    Text("leaf 1833")
                                }
                                HStack {
                                    Text("leaf 1834")
                                    Text("leaf 1835")
                                    Text("leaf 1836")
                                }
                            }
                        }
                        HStack {
                            VStack {
                                HStack {
                                    Text("leaf 1837")
                                    Text("leaf 1838")
                                    Text("leaf 1839")
                                }
                                HStack {
                                    Text("leaf 1840")
                                    Text("leaf 1841")
                                    Text("leaf 1842")
                                }
                                HStack {
                                    Text("leaf 1843")
                                    Text("leaf 1844")
                                    Text("leaf 1845")
                                }
                            }
                            VStack {
                                HStack {
                                    Text("leaf 1846")
                                    Text("leaf 1847")
                                    Text("leaf 1848")
                                }
                                HStack {
                                    Text("leaf 1849")
                                    Text("leaf 1850")
                                    Text("leaf 1851")
                                }
                                HStack {
                                    Text("leaf 1852")
                                    Text("leaf 1853")
                                    Text("leaf 1854")
                                }
                            }
                            VStack {
                                HStack {
                                    Text("leaf 1855")
                                    Text("leaf 1856")
                                    Text("leaf 1857")
                                }
                                HStack {
                                    Text("leaf 1858")
                                    Text("leaf 1859")
                                    Text("leaf 1860")
                                }
                                HStack {
                                    Text("leaf 1861")
                                    Text("leaf 1862")
                                    Text("leaf 1863")
                                }
                            }
                        }
                    }
                    VStack {
                        HStack {
                            VStack {
                                HStack {
                                    Text("leaf 1864")
                                    Text("leaf 1865")
                                    Text("leaf 1866")
                                }
                                HStack {
                                    Text("leaf 1867")
                                    Text("leaf 1868")
                                    Text("leaf 1869")
                                }
                                HStack {
                                    Text("leaf 1870")
                                    Text("leaf 1871")
                                    Text("leaf 1872")
                                }
                            }
                            VStack {
                                HStack {
                                    Text("leaf 1873")
                                    Text("leaf 1874")
                                    Text("leaf 1875")
                                }
                                HStack {
                                    Text("leaf 1876")
                                    Text("leaf 1877")
                                    Text("leaf 1878")
                                }
                                HStack {
                                    Text("leaf 1879")
                                    Text("leaf 1880")
                                    Text("leaf 1881")
                                }
                            }
                            VStack {
                                HStack {
                                    Text("leaf 1882")
                                    Text("leaf 1883")
                                    Text("leaf 1884")
                                }
                                HStack {
                                    Text("leaf 1885")
                                    Text("leaf 1886")
                                    Text("leaf 1887")
                                }
                                HStack {
                                    Text("leaf 1888")
                                    Text("leaf 1889")
                                    Text("leaf 1890")
                                }
                            }
                        }
                        HStack {
                            VStack {
                                HStack {
                                    Text("leaf 1891")
                                    Text("leaf 1892")
                                    Text("leaf 1893")
                                }
                                HStack {
                                    Text("leaf 1894")
                                    Text("leaf 1895")
                                    Text("leaf 1896")
                                }
                                HStack {
                                    Text("leaf 1897")
                                    Text("leaf 1898")
                                    Text("leaf 1899")
                                }
                            }
                            VStack {
                                HStack {
                                    Text("leaf 1900")
                                    Text("leaf 1901")
                                    Text("leaf 1902")
                                }
                                HStack {
                                    Text("leaf 1903")
                                    Text("leaf 1904")
                                    Text("leaf 1905")
                                }
                                HStack {
                                    Text("leaf 1906")
                                    Text("leaf 1907")
                                    Text("leaf 1908")
                                }
                            }
                            VStack {
                                HStack {
                                    Text("leaf 1909")
                                    Text("leaf 1910")
                                    Text("leaf 1911")
                                }
                                HStack {
                                    Text("leaf 1912")
                                    Text("leaf 1913")
                                    Text("leaf 1914")
                                }
                                HStack {
                                    Text("leaf 1915")
                                    Text("leaf 1916")
                                    Text("leaf 1917")
                                }
                            }
                        }
                        HStack {
                            VStack {
                                HStack {
                                    Text("leaf 1918")
                                    Text("leaf 1919")
                                    Text("leaf 1920")
                                }
                                HStack {
                                    Text("leaf 1921")
                                    Text("leaf 1922")
                                    Text("leaf 1923")
                                }
                                HStack {
                                    Text("leaf 1924")
                                    Text("leaf 1925")
                                    Text("leaf 1926")
                                }
                            }
                            VStack {
                                HStack {
                                    Text("leaf 1927")
                                    Text("leaf 1928")
                                    Text("leaf 1929")
                                }
                                HStack {
                                    Text("leaf 1930")
                                    Text("leaf 1931")
                                    Text("leaf 1932")
                                }
                                HStack {
                                    Text("leaf 1933")
                                    Text("leaf 1934")
                                    Text("leaf 1935")
                                }
                            }
                            VStack {
                                HStack {
                                    Text("leaf 1936")
                                    Text("leaf 1937")
                                    Text("leaf 1938")
                                }
                                HStack {
                                    Text("leaf 1939")
                                    Text("leaf 1940")
                                    Text("leaf 1941")
                                }
                                HStack {
                                    Text("leaf 1942")
                                    Text("leaf 1943")
                                    Text("leaf 1944")
                                }
                            }
                        }
                    }
                }
                HStack {
                    VStack {
                        HStack {
                            VStack {
                                HStack {
                                    Text("leaf 1945")
                                    Text("leaf 1946")
                                    Text("leaf 1947")
                                }
                                HStack {
                                    Text("leaf 1948")
                                    Text("leaf 1949")
                                    Text("leaf 1950")
                                }
                                HStack {
                                    Text("leaf 1951")
                                    Text("leaf 1952")
                                    Text("leaf 1953")
                                }
                            }
                            VStack {
                                HStack {
                                    Text("leaf 1954")
                                    Text("leaf 1955")
                                    Text("leaf 1956")
                                }
                                HStack {
                                    Text("leaf 1957")
                                    Text("leaf 1958")
                                    Text("leaf 1959")
                                }
                                HStack {
                                    Text("leaf 1960")
                                    Text("leaf 1961")
                                    Text("leaf 1962")
                                }
                            }
                            VStack {
                                HStack {
                                    Text("leaf 1963")
                                    Text("leaf 1964")
                                    Text("leaf 1965")
                                }
                                HStack {
                                    Text("leaf 1966")
                                    Text("leaf 1967")
                                    Text("leaf 1968")
                                }
                                HStack {
                                    Text("leaf 1969")
                                    Text("leaf 1970")
                                    Text("leaf 1971")
                                }
                            }
                        }
                        HStack {
                            VStack {
                                HStack {
                                    Text("leaf 1972")
                                    Text("leaf 1973")
                                    Text("leaf 1974")
                                }
                                HStack {
                                    Text("leaf 1975")
                                    Text("leaf 1976")
                                    Text("leaf 1977")
                                }
                                HStack {
                                    Text("leaf 1978")
                                    Text("leaf 1979")
                                    Text("leaf 1980")
                                }
                            }
                            VStack {
                                HStack {
                                    Text("leaf 1981")
                                    Text("leaf 1982")
                                    Text("leaf 1983")
                                }
                                HStack {
                                    Text("leaf 1984")
                                    Text("leaf 1985")
                                    Text("leaf 1986")
                                }
                                HStack {
                                    Text("leaf 1987")
                                    Text("leaf 1988")
                                    Text("leaf 1989")
                                }
                            }
                            VStack {
                                HStack {
                                    Text("leaf 1990")
                                    Text("leaf 1991")
                                    Text("leaf 1992")
                                }
                                HStack {
                                    Text("leaf 1993")
                                    Text("leaf 1994")
                                    Text("leaf 1995")
                                }
                                HStack {
                                    Text("leaf 1996")
                                    Text("leaf 1997")
                                    Text("leaf 1998")
                                }
                            }
                        }
                        HStack {
                            VStack {
                                HStack {
                                    Text("leaf 1999")
                                    RecA()
                                    Text("leaf 2001")
                                }
                                HStack {
                                    Text("leaf 2002")
                                    Text("leaf 2003")
                                    Text("leaf 2004")
                                }
                                HStack {
                                    Text("leaf 2005")
                                    Text("leaf 2006")
                                    Text("leaf 2007")
                                }
                            }
                            VStack {
                                HStack {
                                    Text("leaf 2008")
                                    Text("leaf 2009")
                                    Text("leaf 2010")
                                }
                                HStack {
                                    Text("leaf 2011")
                                    Text("leaf 2012")
                                    Text("leaf 2013")
                                }
                                HStack {
                                    Text("leaf 2014")
                                    Text("leaf 2015")
                                    Text("leaf 2016")
                                }
                            }
                            VStack {
                                HStack {
                                    Text("leaf 2017")
                                    Text("leaf 2018")
                                    Text("leaf 2019")
                                }
                                HStack {
                                    Text("leaf 2020")
                                    Text("leaf 2021")
                                    Text("leaf 2022")
                                }
                                HStack {
                                    Text("leaf 2023")
                                    Text("leaf 2024")
                                    Text("leaf 2025")
                                }
                            }
                        }
                    }
                    VStack {
                        HStack {
                            VStack {
                                HStack {
                                    Text("leaf 2026")
                                    Text("leaf 2027")
                                    Text("leaf 2028")
                                }
                                HStack {
                                    Text("leaf 2029")
                                    Text("leaf 2030")
                                    Text("leaf 2031")
                                }
                                HStack {
                                    Text("leaf 2032")
                                    Text("leaf 2033")
                                    Text("leaf 2034")
                                }
                            }
                            VStack {
                                HStack {
                                    Text("leaf 2035")
                                    Text("leaf 2036")
                                    Text("leaf 2037")
                                }
                                HStack {
                                    Text("leaf 2038")
                                    Text("leaf 2039")
                                    Text("leaf 2040")
                                }
                                HStack {
                                    Text("leaf 2041")
                                    Text("leaf 2042")
                                    Text("leaf 2043")
                                }
                            }
                            VStack {
                                HStack {
                                    Text("leaf 2044")
                                    Text("leaf 2045")
                                    Text("leaf 2046")
                                }
                                HStack {
                                    Text("leaf 2047")
                                    Text("leaf 2048")
                                    Text("leaf 2049")
                                }
                                HStack {
                                    Text("leaf 2050")
                                    Text("leaf 2051")
                                    Text("leaf 2052")
                                }
                            }
                        }
                        HStack {
                            VStack {
                                HStack {
                                    Text("leaf 2053")
                                    Text("leaf 2054")
                                    Text("leaf 2055")
                                }
                                HStack {
                                    Text("leaf 2056")
                                    Text("leaf 2057")
                                    Text("leaf 2058")
                                }
                                HStack {
                                    Text("leaf 2059")
                                    Text("leaf 2060")
                                    Text("leaf 2061")
                                }
                            }
                            VStack {
                                HStack {
                                    Text("leaf 2062")
                                    Text("leaf 2063")
                                    Text("leaf 2064")
                                }
                                HStack {
                                    Text("leaf 2065")
                                    Text("leaf 2066")
                                    Text("leaf 2067")
                                }
                                HStack {
                                    Text("leaf 2068")
                                    Text("leaf 2069")
                                    Text("leaf 2070")
                                }
                            }
                            VStack {
                                HStack {
                                    Text("leaf 2071")
                                    Text("leaf 2072")
                                    Text("leaf 2073")
                                }
                                HStack {
                                    Text("leaf 2074")
                                    Text("leaf 2075")
                                    Text("leaf 2076")
                                }
                                HStack {
                                    Text("leaf 2077")
                                    Text("leaf 2078")
                                    Text("leaf 2079")
                                }
                            }
                        }
                        HStack {
                            VStack {
                                HStack {
                                    Text("leaf 2080")
                                    Text("leaf 2081")
                                    Text("leaf 2082")
                                }
                                HStack {
                                    Text("leaf 2083")
                                    Text("leaf 2084")
                                    Text("leaf 2085")
                                }
                                HStack {
                                    Text("leaf 2086")
                                    Text("leaf 2087")
                                    Text("leaf 2088")
                                }
                            }
                            VStack {
                                HStack {
                                    Text("leaf 2089")
                                    Text("leaf 2090")
                                    Text("leaf 2091")
                                }
                                HStack {
                                    Text("leaf 2092")
                                    Text("leaf 2093")
                                    Text("leaf 2094")
                                }
                                HStack {
                                    Text("leaf 2095")
                                    Text("leaf 2096")
                                    Text("leaf 2097")
                                }
                            }
                            VStack {
                                HStack {
                                    Text("leaf 2098")
                                    Text("leaf 2099")
                                    Text("leaf 2100")
                                }
                                HStack {
                                    Text("leaf 2101")
                                    Text("leaf 2102")
                                    Text("leaf 2103")
                                }
                                HStack {
                                    Text("leaf 2104")
                                    Text("leaf 2105")
                                    Text("leaf 2106")
                                }
                            }
                        }
                    }
                    VStack {
                        HStack {
                            VStack {
                                HStack {
                                    Text("leaf 2107")
                                    Text("leaf 2108")
                                    Text("leaf 2109")
                                }
                                HStack {
                                    Text("leaf 2110")
                                    Text("leaf 2111")
                                    Text("leaf 2112")
                                }
                                HStack {
                                    Text("leaf 2113")
                                    Text("leaf 2114")
                                    Text("leaf 2115")
                                }
                            }
                            VStack {
                                HStack {
                                    Text("leaf 2116")
                                    Text("leaf 2117")
                                    Text("leaf 2118")
                                }
                                HStack {
                                    Text("leaf 2119")
                                    Text("leaf 2120")
                                    Text("leaf 2121")
                                }
                                HStack {
                                    Text("leaf 2122")
                                    Text("leaf 2123")
                                    Text("leaf 2124")
                                }
                            }
                            VStack {
                                HStack {
                                    Text("leaf 2125")
                                    Text("leaf 2126")
                                    Text("leaf 2127")
                                }
                                HStack {
                                    Text("leaf 2128")
                                    Text("leaf 2129")
                                    Text("leaf 2130")
                                }
                                HStack {
                                    Text("leaf 2131")
                                    Text("leaf 2132")
                                    Text("leaf 2133")
                                }
                            }
                        }
                        HStack {
                            VStack {
                                HStack {
                                    Text("leaf 2134")
                                    Text("leaf 2135")
                                    Text("leaf 2136")
                                }
                                HStack {
                                    Text("leaf 2137")
                                    Text("leaf 2138")
                                    Text("leaf 2139")
                                }
                                HStack {
                                    Text("leaf 2140")
                                    Text("leaf 2141")
                                    Text("leaf 2142")
                                }
                            }
                            VStack {
                                HStack {
                                    Text("leaf 2143")
                                    Text("leaf 2144")
                                    Text("leaf 2145")
                                }
                                HStack {
                                    Text("leaf 2146")
                                    Text("leaf 2147")
                                    Text("leaf 2148")
                                }
                                HStack {
                                    Text("leaf 2149")
                                    Text("leaf 2150")
                                    Text("leaf 2151")
                                }
                            }
                            VStack {
                                HStack {
                                    Text("leaf 2152")
                                    Text("leaf 2153")
                                    Text("leaf 2154")
                                }
                                HStack {
                                    Text("leaf 2155")
                                    Text("leaf 2156")
                                    Text("leaf 2157")
                                }
                                HStack {
                                    Text("leaf 2158")
                                    Text("leaf 2159")
                                    Text("leaf 2160")
                                }
                            }
                        }
                        HStack {
                            VStack {
                                HStack {
                                    Text("leaf 2161")
                                    Text("leaf 2162")
                                    Text("leaf 2163")
                                }
                                HStack {
                                    Text("leaf 2164")
                                    Text("leaf 2165")
                                    Text("leaf 2166")
                                }
                                HStack {
                                    Text("leaf 2167")
                                    Text("leaf 2168")
                                    Text("leaf 2169")
                                }
                            }
                            VStack {
                                HStack {
                                    Text("leaf 2170")
                                    Text("leaf 2171")
                                    Text("leaf 2172")
                                }
                                HStack {
                                    Text("leaf 2173")
                                    Text("leaf 2174")
                                    Text("leaf 2175")
                                }
                                HStack {
                                    Text("leaf 2176")
                                    Text("leaf 2177")
                                    Text("leaf 2178")
                                }
                            }
                            VStack {
                                HStack {
                                    Text("leaf 2179")
                                    Text("leaf 2180")
                                    Text("leaf 2181")
                                }
                                HStack {
                                    Text("leaf 2182")
                                    Text("leaf 2183")
                                    Text("leaf 2184")
                                }
                                HStack {
                                    Text("leaf 2185")
                                    Text("leaf 2186")
                                    Text("leaf 2187")
                                }
                            }
                        }
                    }
                }
            }
        }
    }
}

#Preview {
    Nested()
}

// env: TRELLIS_COMPILE_MB=200
// expect: 16:9: the Swift compiler used more than 200 MB of memory (TRELLIS_COMPILE_MB) compiling nested-views-recursive.swift and was stopped; the expression at 16:9 (closures nested 7 deep over 4373 lines) is the likely cause
